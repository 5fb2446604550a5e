"use client";
/**
 * Bookings on the dashboard, as the server read them, with what can be done now (accept,
 * decline, cancel) in place: after an action the dashboard is read again, so a request accepted
 * here leaves the requests and joins the next sessions.
 */
import { useRouter } from "next/navigation";
import { type ReactNode, useEffect, useRef } from "react";
import { BookingCard } from "@/components/booking/booking-card";
import type { Booking, Side } from "@/components/booking/booking-types";
import { useServerNow } from "@/components/booking/use-bookings";
import { useReaderZone } from "@/components/booking/use-reader-zone";
import { refocusIfLost } from "@/components/ui/return-focus";
import { DashboardEmpty, DashboardSection } from "./dashboard-section";

type Props = {
  bookings: Booking[];
  side: Side;
  serverNow: string;
  /** The account's time zone (the browser's when it has none). */
  accountZone: string | null;
  /** Said when there is none. */
  empty: ReactNode;
};

export function DashboardBookings({ bookings, side, serverNow, accountZone, empty }: Props) {
  const router = useRouter();
  const nowMs = useServerNow(serverNow);
  const zone = useReaderZone(accountZone);
  // An answered request leaves with the button that had focus: focus goes to the page's heading
  // (when the list is drawn again, not when it is first shown).
  const drawn = useRef<Booking[] | null>(null);
  useEffect(() => {
    if (drawn.current !== null && drawn.current !== bookings) refocusIfLost();
    drawn.current = bookings;
  }, [bookings]);

  if (bookings.length === 0) return <DashboardEmpty>{empty}</DashboardEmpty>;
  if (!zone) return <p className="text-ink-muted">Loading sessions…</p>;
  return (
    <ul className="flex flex-col gap-4">
      {bookings.map((booking) => (
        <li key={booking.id}>
          <BookingCard
            booking={booking}
            side={side}
            nowMs={nowMs}
            zone={zone}
            onChange={() => router.refresh()}
          />
        </li>
      ))}
    </ul>
  );
}

/** A titled part of the dashboard made of bookings, with the way to the rest on My bookings. */
export function BookingsSection({
  id,
  title,
  link,
  ...list
}: Props & { id: string; title: string; link: { href: string; label: string } }) {
  return (
    <DashboardSection id={id} title={title} link={link} boxed={false}>
      <DashboardBookings {...list} />
    </DashboardSection>
  );
}
