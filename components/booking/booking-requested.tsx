"use client";
/**
 * What the booking panel becomes after Book now: the request as sent (when, in the seeker's own
 * zone; how the session is held; what it costs) and the terms it was sent under. It takes the
 * panel's place, so the times above no longer invite a second request for the same choice, and
 * it takes focus, scrolled whole into view below the sticky header (the panel's scroll margin).
 * A request paid by card is sent once Stripe's Checkout brings the seeker back: the booking's own
 * page shows it then (booking-detail.tsx), with the card's terms.
 */
import { CalendarPlus } from "lucide-react";
import Link from "next/link";
import { useEffect, useId, useRef } from "react";
import { buttonClasses } from "@/components/ui/button";
import { BookingTerms } from "./booking-terms";
import { type Booking, hoursLabel, money } from "./booking-types";
import { PaidTerms } from "./paid-terms";
import { sessionWhen, timeLeft, zoneCity } from "./times";

type Props = {
  booking: Booking;
  /** The seeker's zone (the browser's). */
  zone: string;
  firstName: string;
  /** The Seer's public city, said for a session in person. */
  city: string | null;
  /** Back to the panel, to choose another time (elsewhere than the panel: a link to it). */
  onBookAnother?: () => void;
};

const BOOK_ANOTHER =
  "inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-accent underline-offset-4 hover:underline";

/** How the requested session is held: online, or in person (the address comes on acceptance). */
function sessionPlace(mode: Booking["mode"], city: string | null): string {
  if (mode === "online") return "Online (video)";
  return city ? `In person, in ${city}` : "In person";
}

export function BookingRequested({ booking, zone, firstName, city, onBookAnother }: Props) {
  const headingId = useId();
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
  }, []);

  return (
    <section
      ref={root}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="flex scroll-mt-24 scroll-mb-4 flex-col gap-4 rounded-xl border border-brand-500 bg-brand-600/10 p-4 text-sm text-ink outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent sm:p-5"
    >
      <h3 id={headingId} className="font-serif text-lg font-semibold">
        Request sent to {firstName}
      </h3>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="text-ink-muted">When</dt>
        <dd className="font-semibold">
          {sessionWhen(booking.start, booking.end, zone)}{" "}
          <span className="font-normal text-ink-muted">(your time, {zoneCity(zone)})</span>
        </dd>
        <dt className="text-ink-muted">Session</dt>
        <dd>{sessionPlace(booking.mode, city)}</dd>
        <dt className="text-ink-muted">Total</dt>
        <dd>
          {hoursLabel(booking.hours)} · {money(booking.total_cents, booking.currency)},{" "}
          {booking.payment ? "held on your card" : "paid at the session"}
        </dd>
      </dl>
      <p>
        {firstName} has {timeLeft(Date.parse(booking.expires_at), Date.now())} to accept. We will
        email you the answer.
      </p>
      {booking.payment ? (
        <PaidTerms firstName={firstName} />
      ) : (
        <BookingTerms firstName={firstName} />
      )}
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        {/* On the booking's own page (no panel to go back to), the list of them. */}
        <Link
          href={onBookAnother ? `/bookings/${booking.id}` : "/bookings"}
          className={buttonClasses("secondary", "text-ink")}
        >
          See it in My bookings
        </Link>
        {onBookAnother ? (
          <button type="button" onClick={onBookAnother} className={BOOK_ANOTHER}>
            <CalendarPlus aria-hidden size={18} />
            Book another time
          </button>
        ) : (
          <Link href={`/profile/${booking.coach_slug}#book`} className={BOOK_ANOTHER}>
            <CalendarPlus aria-hidden size={18} />
            Book another time
          </Link>
        )}
      </div>
    </section>
  );
}
