"use client";
/**
 * One booking as either party sees it: when (in the viewer's zone), with whom, how long, the
 * total paid at the session, its status, the note and any reason, and what can be done now.
 */
import { CalendarSearch } from "lucide-react";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { BookingActions } from "./booking-actions";
import {
  type Booking,
  hoursLabel,
  isCalledOff,
  money,
  type Side,
  STATUS_LABEL,
} from "./booking-types";
import { sessionWhen, timeLeft } from "./times";

const STATUS_CLASSES: Record<Booking["status"], string> = {
  awaiting_payment: "bg-gold-400/20 text-ink",
  requested: "bg-gold-400/20 text-ink",
  accepted: "bg-success/15 text-ink",
  completed: "bg-brand-600/15 text-ink",
  declined: "bg-muted text-ink-muted",
  cancelled: "bg-muted text-ink-muted",
  expired: "bg-muted text-ink-muted",
  ringing: "bg-gold-400/20 text-ink",
  missed: "bg-muted text-ink-muted",
};

function StatusBadge({ booking }: { booking: Booking }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        STATUS_CLASSES[booking.status],
      )}
    >
      {STATUS_LABEL[booking.status]}
    </span>
  );
}

type Props = {
  booking: Booking;
  side: Side;
  nowMs: number;
  zone: string;
  /** On the list, the title links to the booking's own page. */
  linkTitle?: boolean;
  /** After an action, for lists the server drew (the dashboard): redraw them. */
  onChange?: () => void;
};

/** Something waits on the other party or an admin: a new time, a no-show claim. */
function PendingBadge({ children }: { children: React.ReactNode }) {
  return (
    <span className="inline-flex items-center rounded-full border border-gold-400/70 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-ink">
      {children}
    </span>
  );
}

export function BookingCard({ booking, side, nowMs, zone, linkTitle = true, onChange }: Props) {
  const pendingNoShow =
    booking.no_show?.status === "open" || booking.no_show?.status === "contested"
      ? booking.no_show.status
      : null;
  const other = side === "seeker" ? booking.seer_name : booking.seeker_name;
  const titleId = `booking-${booking.id}-title`;
  const title = side === "seeker" ? `Session with ${other}` : `${other}'s session`;
  const waiting = booking.status === "requested";
  const whoCancelled =
    booking.cancelled_by === null ? null : booking.cancelled_by === side ? "you" : other;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={titleId} className="font-serif text-lg font-semibold text-ink">
            {linkTitle ? (
              <Link href={`/bookings/${booking.id}`} className="hover:text-accent hover:underline">
                {title}
              </Link>
            ) : (
              title
            )}
          </h3>
          <p className="text-sm text-ink">{sessionWhen(booking.start, booking.end, zone)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {booking.reschedule ? <PendingBadge>New time proposed</PendingBadge> : null}
          {pendingNoShow ? (
            <PendingBadge>
              {pendingNoShow === "contested" ? "No-show contested" : "No-show reported"}
            </PendingBadge>
          ) : null}
          <StatusBadge booking={booking} />
        </div>
      </header>
      <dl className="grid max-w-xl grid-cols-3 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-ink-muted">{side === "seeker" ? "Seer" : "Seeker"}</dt>
          <dd className="font-medium text-ink">
            {side === "seeker" && booking.coach_slug !== null ? (
              <Link
                href={`/profile/${booking.coach_slug}`}
                className="hover:text-accent hover:underline"
              >
                {other}
              </Link>
            ) : (
              other
            )}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">Length</dt>
          <dd className="font-medium text-ink">{hoursLabel(booking.hours)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Total</dt>
          <dd className="font-medium text-ink tabular-nums">
            {money(booking.total_cents, booking.currency)}
            <span className="block text-xs font-normal text-ink-muted">
              {booking.payment ? "by card" : "at the session"}
            </span>
          </dd>
        </div>
      </dl>
      {waiting ? (
        <p className="text-sm text-ink-muted">
          {side === "seer"
            ? `Answer within ${timeLeft(Date.parse(booking.expires_at), nowMs)}, or the request expires.`
            : `Waiting for ${other} to accept: the request expires in ${timeLeft(Date.parse(booking.expires_at), nowMs)}.`}
        </p>
      ) : null}
      {booking.note ? (
        <p className="rounded-xl bg-muted px-3 py-2 text-sm text-ink">
          <span className="font-medium">
            {side === "seer" ? `${booking.seeker_name}'s note: ` : "Your note: "}
          </span>
          {booking.note}
        </p>
      ) : null}
      {booking.status === "declined" || booking.status === "cancelled" ? (
        <p className="text-sm text-ink-muted">
          {booking.status === "declined"
            ? `Declined by ${side === "seer" ? "you" : other}`
            : `Cancelled by ${whoCancelled ?? "—"}`}
          {booking.reason ? `: “${booking.reason}”` : "."}
        </p>
      ) : null}
      {booking.cancellation_terms ? (
        <p className="text-sm text-ink-muted">{booking.cancellation_terms}</p>
      ) : null}
      <BookingActions booking={booking} side={side} nowMs={nowMs} onChange={onChange} />
      {side === "seeker" && booking.coach_slug !== null && isCalledOff(booking) ? (
        // Back to the Seer's free times, the session's length kept (the panel reads ?hours=);
        // none once the Seer closed their account.
        <Link
          href={`/profile/${booking.coach_slug}?hours=${booking.hours}#book`}
          className={buttonClasses("secondary", "self-start text-ink")}
        >
          <CalendarSearch aria-hidden size={16} />
          Book another time
        </Link>
      ) : null}
    </article>
  );
}
