"use client";
/** A labelled multi-line text field: an optional hint, its error, and a live character count. */
import { type Ref, type TextareaHTMLAttributes, useId } from "react";
import { controlClasses } from "@/components/ui/field";
import { cn } from "@/lib/cn";

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: string;
  /** The current length and the bounds the count is shown against. */
  count?: { length: number; max: number; min?: number };
  ref?: Ref<HTMLTextAreaElement>;
};

export function TextareaField({ label, error, hint, count, id, className, ...textarea }: Props) {
  const generated = useId();
  const fieldId = id ?? generated;
  const ids = [
    hint ? `${fieldId}-hint` : null,
    count ? `${fieldId}-count` : null,
    error ? `${fieldId}-error` : null,
  ];
  const short = count?.min !== undefined && count.length < count.min;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={fieldId} className="text-sm font-medium text-ink-muted">
        {label}
      </label>
      {hint ? (
        <p id={`${fieldId}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.filter(Boolean).join(" ") || undefined}
        className={cn(controlClasses(Boolean(error)), "py-2.5 leading-relaxed", className)}
        {...textarea}
      />
      {error || count ? (
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
          {error ? (
            <p id={`${fieldId}-error`} className="text-sm text-danger-text">
              {error}
            </p>
          ) : (
            <span />
          )}
          {count ? (
            <p id={`${fieldId}-count`} className="ml-auto text-sm text-ink-muted tabular-nums">
              {count.length.toLocaleString("en-US")} / {count.max.toLocaleString("en-US")}{" "}
              characters
              {short ? ` (at least ${count.min} to submit)` : ""}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
