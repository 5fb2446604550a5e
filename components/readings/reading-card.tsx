"use client";
/**
 * A reading in the booking lists and on the dashboard: with whom and when it was asked for, its
 * state, and minutes and amount instead of a time slot (at most the maximum while it is open).
 */
import Link from "next/link";
import type { Side } from "@/components/booking/booking-types";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { perMinuteLabel, readingAmountLabel } from "@/lib/readings/rules";
import type { ReadingBooking } from "./reading-types";

const STATUS: Record<string, { label: string; tone: string }> = {
  awaiting_payment: { label: "Waiting for payment", tone: "bg-gold-400/20 text-ink" },
  ringing: { label: "Ringing", tone: "bg-gold-400/20 text-ink" },
  accepted: { label: "Live", tone: "bg-success/15 text-ink" },
  completed: { label: "Completed", tone: "bg-brand-600/15 text-ink" },
  declined: { label: "Declined", tone: "bg-muted text-ink-muted" },
  missed: { label: "Missed", tone: "bg-muted text-ink-muted" },
  cancelled: { label: "Cancelled", tone: "bg-muted text-ink-muted" },
  expired: { label: "Expired", tone: "bg-muted text-ink-muted" },
};

function askedAt(iso: string, zone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: zone,
  }).format(new Date(iso));
}

type Props = { reading: ReadingBooking; side: Side; zone: string; linkTitle?: boolean };

export function ReadingCard({ reading, side, zone, linkTitle = true }: Props) {
  const other = side === "seeker" ? reading.seer_name : reading.seeker_name;
  const { max_minutes: max, price_per_minute_cents: price, minutes_billed } = reading.reading;
  const done = reading.status === "completed";
  const minutes = minutes_billed ?? 0;
  const open = ["awaiting_payment", "ringing", "accepted"].includes(reading.status);
  // Ended: what it came to; open: the most it may come to; called off: nothing.
  const money = done
    ? { term: "Amount", cents: reading.payment?.amount_cents ?? minutes * price }
    : open
      ? { term: "At most", cents: price * max }
      : { term: "Charged", cents: 0 };
  const status = STATUS[reading.status] ?? { label: reading.status, tone: "bg-muted text-ink" };
  const titleId = `booking-${reading.id}-title`;
  const title = side === "seeker" ? `Reading with ${other}` : `${other}'s reading`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={titleId} className="font-serif text-lg font-semibold text-ink">
            {linkTitle ? (
              <Link href={`/bookings/${reading.id}`} className="hover:text-accent hover:underline">
                {title}
              </Link>
            ) : (
              title
            )}
          </h3>
          <p className="text-sm text-ink">
            Reading now · {askedAt(reading.reading.started_at ?? reading.created_at, zone)}
          </p>
        </div>
        <span
          className={cn(
            "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
            status.tone,
          )}
        >
          {status.label}
        </span>
      </header>
      <dl className="grid max-w-xl grid-cols-3 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-ink-muted">Price</dt>
          <dd className="font-medium text-ink tabular-nums">{perMinuteLabel(price)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Minutes</dt>
          <dd className="font-medium text-ink tabular-nums">
            {done ? minutes : open ? `up to ${max}` : 0}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{money.term}</dt>
          <dd className="font-medium text-ink tabular-nums">{readingAmountLabel(money.cents)}</dd>
        </div>
      </dl>
      {reading.status === "accepted" ? (
        <Link
          href={`/bookings/${reading.id}/room`}
          className={buttonClasses("primary", "self-start")}
        >
          Go to the room
        </Link>
      ) : null}
    </article>
  );
}
