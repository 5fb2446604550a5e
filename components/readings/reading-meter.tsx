"use client";
/**
 * A live reading's meter, the same for both parties: time since both were in the room (the
 * server's `started_at`, read by the server's clock), the minutes started so far and what they
 * cost, a warning one minute before the maximum, and **End reading**. Before both are in, it says
 * the meter has not started.
 */
import { PhoneOff } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import {
  billedMinutes,
  perMinuteLabel,
  readingAmountLabel,
  WARN_BEFORE_MAX_SECONDS,
} from "@/lib/readings/rules";
import { useReadingMove } from "./reading-actions";
import { clockLabel, type ReadingBooking } from "./reading-types";
import { useServerClock } from "./use-server-clock";

export function ReadingMeter({ reading }: { reading: ReadingBooking }) {
  const now = useServerClock();
  const move = useReadingMove();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { started_at, max_minutes: max, price_per_minute_cents: price } = reading.reading;
  const startedMs = started_at ? Date.parse(started_at) : null;
  const maxMs = max * 60_000;
  const elapsedMs = startedMs === null ? 0 : Math.min(maxMs, Math.max(0, now - startedMs));
  const minutes = startedMs === null ? 0 : billedMinutes(elapsedMs / 1000, max);
  const warn = startedMs !== null && maxMs - elapsedMs <= WARN_BEFORE_MAX_SECONDS * 1000;

  async function end() {
    setBusy(true);
    setProblem(null);
    const result = await move(reading.id, "end");
    setBusy(false);
    if (!result.ok) setProblem(result.message);
  }

  return (
    <section
      aria-label="Reading meter"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      {startedMs === null ? (
        <p className="text-sm text-ink-muted">
          The meter starts when you are both in the room: {perMinuteLabel(price)}, {max} minutes at
          most.
        </p>
      ) : (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div>
            <dt className="text-ink-muted">Elapsed</dt>
            <dd className="font-serif text-2xl font-semibold text-ink tabular-nums">
              <span role="timer" aria-label="Elapsed">
                {clockLabel(elapsedMs)}
              </span>
            </dd>
          </div>
          <div>
            <dt className="text-ink-muted">So far</dt>
            <dd className="font-serif text-2xl font-semibold text-ink tabular-nums">
              {readingAmountLabel(minutes * price)}
            </dd>
          </div>
          <div>
            <dt className="text-ink-muted">Billed</dt>
            <dd className="pt-1.5 text-ink tabular-nums">
              {minutes} of {max} min at {perMinuteLabel(price)}
            </dd>
          </div>
        </dl>
      )}
      <div className="flex flex-col gap-2 sm:items-end">
        <Button variant="danger" onClick={() => void end()} disabled={busy} aria-busy={busy}>
          <PhoneOff aria-hidden size={18} />
          {busy ? "Ending…" : "End reading"}
        </Button>
        <FormAlert message={problem} />
      </div>
      {warn ? (
        <p role="alert" className="text-sm font-semibold text-danger-text sm:basis-full">
          One minute left: the reading ends at {max} minutes.
        </p>
      ) : null}
    </section>
  );
}
