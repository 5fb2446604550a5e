"use client";
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

export function CheckboxField({ label, error, id, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          id={fieldId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          {...input}
        />
        <label htmlFor={fieldId} className="text-sm text-ink-muted">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${fieldId}-error`} className="pl-8 text-sm text-danger-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}
