"use client";
/** A fieldset of checkboxes (or radios) for one multiple- or single-choice field, with its error. */
import { useId } from "react";
import { cn } from "@/lib/cn";

type Option<V> = { value: V; label: string };

type Props<V extends string | number> = {
  legend: string;
  hint?: string;
  options: readonly Option<V>[];
  error?: string;
  /** The grid's column classes, phone first. */
  columns?: string;
} & (
  | { type: "checkbox"; value: readonly V[]; onChange: (value: V[]) => void }
  | { type: "radio"; value: V | null; onChange: (value: V) => void }
);

export function ChoiceGroup<V extends string | number>(props: Props<V>) {
  const { legend, hint, options, error, columns = "grid-cols-1 sm:grid-cols-2" } = props;
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  const isChecked = (value: V) =>
    props.type === "checkbox" ? props.value.includes(value) : props.value === value;

  function toggle(value: V, checked: boolean) {
    if (props.type === "radio") {
      props.onChange(value);
      return;
    }
    const next = checked ? [...props.value, value] : props.value.filter((v) => v !== value);
    // Kept in the options' order, whatever order they were ticked in.
    props.onChange(options.map((o) => o.value).filter((v) => next.includes(v)));
  }

  return (
    <fieldset
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      className="flex min-w-0 flex-col gap-2"
    >
      <legend className="mb-1.5 text-sm font-medium text-ink-muted">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <div className={cn("grid gap-2", columns)}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line bg-surface px-3 text-sm text-ink transition-colors hover:border-brand-500 has-checked:border-brand-600 has-checked:bg-brand-600/10 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent"
          >
            <input
              type={props.type}
              name={id}
              value={String(option.value)}
              checked={isChecked(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              className="size-4 shrink-0 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger-text">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
