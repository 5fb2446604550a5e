"use client";
/** A whole-dollar rate: "$" before the number and "/hr" after it, both outside the input. */
import { type InputHTMLAttributes, type Ref, useId } from "react";
import { controlClasses, describedBy, FieldShell } from "@/components/ui/field";
import { cn } from "@/lib/cn";

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
};

export function MoneyField({ label, error, hint, id, ...input }: Props) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint}>
      <div className="relative max-w-48">
        <span
          aria-hidden
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-muted"
        >
          $
        </span>
        <input
          id={fieldId}
          type="number"
          inputMode="numeric"
          step={1}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, error, hint)}
          className={cn(controlClasses(Boolean(error)), "pr-12 pl-7")}
          {...input}
        />
        <span
          aria-hidden
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-ink-muted"
        >
          /hr
        </span>
      </div>
    </FieldShell>
  );
}
