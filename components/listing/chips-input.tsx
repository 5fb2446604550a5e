"use client";
/** A short list of words (languages) added one at a time and removed by their own button. */
import { Plus, X } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { controlClasses } from "@/components/ui/field";

type Props = {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
  hint?: string;
  /** Where the list stops taking words; the field's rule still judges. */
  max?: number;
};

export function ChipsInput({ label, value, onChange, error, hint, max }: Props) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const full = max !== undefined && value.length >= max;

  function add() {
    // A comma list adds each of its parts; the same word (in any case) is kept once.
    const words = draft
      .split(",")
      .map((w) => w.trim())
      .filter(Boolean);
    const next = [...value];
    for (const word of words) {
      if (
        !next.some((v) => v.toLowerCase() === word.toLowerCase()) &&
        (max === undefined || next.length < max)
      )
        next.push(word);
    }
    onChange(next);
    setDraft("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  }

  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink-muted">
        {label}
      </label>
      {value.length > 0 ? (
        <ul aria-label={`${label} added`} className="flex flex-wrap gap-2">
          {value.map((word) => (
            <li
              key={word}
              className="inline-flex items-center gap-1 rounded-full border border-line bg-muted py-0.5 pr-0.5 pl-3 text-sm text-ink"
            >
              {word}
              <button
                type="button"
                onClick={() => onChange(value.filter((v) => v !== word))}
                aria-label={`Remove ${word}`}
                className="flex size-8 items-center justify-center rounded-full text-ink-muted hover:bg-surface hover:text-ink"
              >
                <X aria-hidden size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          disabled={full}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          // A word typed but not added yet is added when the Seer moves on.
          onBlur={() => {
            if (draft.trim()) add();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy.join(" ") || undefined}
          placeholder={full ? `${max} at most` : "e.g. English, Spanish"}
          className={controlClasses(Boolean(error))}
        />
        <Button variant="secondary" onClick={add} disabled={full || draft.trim() === ""}>
          <Plus aria-hidden size={16} />
          Add
        </Button>
      </div>
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
