"use client";
/** Single dates the Seer is away: a date input and Add, then the list with a Remove for each. */
import { Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { controlClasses } from "@/components/ui/field";
import { errorMessages } from "./error-messages";

const LONG_DATE = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

const readable = (date: string) => LONG_DATE.format(new Date(`${date}T00:00:00Z`));

type Props = { value: string[]; onChange: (value: string[]) => void; error?: unknown };

export function DaysOffField({ value, onChange, error }: Props) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const messages = errorMessages(error);

  function add() {
    if (!draft || value.includes(draft)) return setDraft("");
    onChange([...value, draft].sort());
    setDraft("");
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-ink-muted">Dates off</legend>
      <p id={`${id}-hint`} className="-mt-1 text-sm text-ink-muted">
        Days you take no bookings, such as holidays.
      </p>
      <div className="flex flex-wrap gap-2">
        <label htmlFor={id} className="sr-only">
          Date off
        </label>
        <input
          id={id}
          type="date"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-describedby={`${id}-hint`}
          className={`${controlClasses(messages.length > 0)} w-auto min-w-44 flex-1 sm:max-w-56`}
        />
        <Button variant="secondary" onClick={add} disabled={!draft}>
          <Plus aria-hidden size={16} />
          Add date
        </Button>
      </div>
      {value.length > 0 ? (
        <ul aria-label="Your dates off" className="flex flex-wrap gap-2">
          {value.map((date) => (
            <li
              key={date}
              className="inline-flex items-center gap-1 rounded-full border border-line bg-muted py-0.5 pr-0.5 pl-3 text-sm text-ink"
            >
              <time dateTime={date}>{readable(date)}</time>
              <button
                type="button"
                aria-label={`Remove ${readable(date)}`}
                onClick={() => onChange(value.filter((d) => d !== date))}
                className="flex size-8 items-center justify-center rounded-full text-ink-muted hover:bg-surface hover:text-ink"
              >
                <X aria-hidden size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">No dates off.</p>
      )}
      {messages.map((message) => (
        <p key={message} className="text-sm text-danger-text">
          {message}
        </p>
      ))}
    </fieldset>
  );
}
