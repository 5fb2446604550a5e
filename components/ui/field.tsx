"use client";
/** A labelled form control with its error announced to assistive technology. */
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";
import { cn } from "@/lib/cn";

export const controlClasses = (invalid: boolean) =>
  cn(
    "block min-h-11 w-full rounded-lg border bg-surface px-3 text-base text-ink placeholder:text-ink-muted sm:text-sm",
    invalid ? "border-danger" : "border-line focus:border-brand-600",
  );

type FieldShellProps = {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
};

/** Label, control and message, with ids the control can point at. */
export function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink-muted">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger-text">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function describedBy(id: string, error?: string, hint?: ReactNode) {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint}>
      <input
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={cn(controlClasses(Boolean(error)), className)}
        {...input}
      />
    </FieldShell>
  );
}
