"use client";
/**
 * /bookings/<id>: one booking in full, with what its viewer may do now and, once accepted, where it
 * happens (the emails link here). A reading (kind "reading") has a screen of its own: the call, the
 * way to the room, the receipt (components/readings/reading-detail.tsx).
 */
import { ArrowLeft, MessageSquare } from "lucide-react";
import Link from "next/link";
import useSWR from "swr";
import { ReadingDetail } from "@/components/readings/reading-detail";
import { asReading } from "@/components/readings/reading-types";
import { learnServerTime } from "@/components/readings/use-server-clock";
import { fetchJson } from "@/lib/client/fetcher";
import { BookingCard } from "./booking-card";
import { BookingNoShow } from "./booking-no-show";
import { BookingPayment } from "./booking-payment";
import { BookingPlace } from "./booking-place";
import { BookingRequested } from "./booking-requested";
import type { Booking, Side } from "./booking-types";
import { RescheduleDialog } from "./reschedule-dialog";
import { RescheduleProposal } from "./reschedule-proposal";
import { mayPropose } from "./reschedule-times";
import { useServerNow } from "./use-bookings";
import { useReaderZone } from "./use-reader-zone";

type Props = {
  id: string;
  side: Side;
  serverNow: string;
  /** The two people's conversation, where this booking's events are lines too. */
  conversationId: string | null;
  /** The account's time zone (the browser's when it has none). */
  accountZone: string | null;
  /** Back from Stripe's Checkout having paid (`?payment=done`): the request is sent now. */
  paid?: boolean;
};

export function BookingDetail({
  id,
  side,
  serverNow,
  conversationId,
  accountZone,
  paid = false,
}: Props) {
  const { data, error } = useSWR<Booking>(`/api/v1/bookings/${id}`, fetchJson);
  const nowMs = useServerNow(serverNow);
  const zone = useReaderZone(accountZone);
  learnServerTime(serverNow);
  const reading = data ? asReading(data) : null;
  if (reading) {
    const other = side === "seeker" ? reading.seer_name : reading.seeker_name;
    return (
      <section className="flex max-w-3xl flex-col gap-6">
        <BackToBookings />
        <h1 className="font-serif text-3xl font-semibold text-ink">Reading with {other}</h1>
        <ReadingDetail reading={reading} side={side} />
      </section>
    );
  }
  return (
    <section className="flex max-w-3xl flex-col gap-6">
      <BackToBookings />
      <h1 className="font-serif text-3xl font-semibold text-ink">Booking details</h1>
      {error ? (
        <p role="alert" className="text-danger-text">
          We couldn&apos;t load this booking. Please reload the page.
        </p>
      ) : !data || !zone ? (
        <p className="text-ink-muted">Loading…</p>
      ) : (
        <>
          {paid && side === "seeker" && data.status === "requested" ? (
            <BookingRequested
              booking={data}
              zone={zone}
              firstName={data.seer_name.split(" ")[0] || data.seer_name}
              city={null}
            />
          ) : null}
          <RescheduleProposal booking={data} side={side} nowMs={nowMs} zone={zone} />
          <BookingCard booking={data} side={side} nowMs={nowMs} zone={zone} linkTitle={false} />
          <BookingNoShow booking={data} side={side} zone={zone} />
          {mayPropose(data, nowMs) ? (
            <RescheduleDialog booking={data} side={side} nowMs={nowMs} zone={zone} />
          ) : null}
          <BookingPayment booking={data} side={side} />
          <BookingPlace booking={data} nowMs={nowMs} zone={zone} />
          {conversationId ? (
            <Link
              href={`/messages/${conversationId}`}
              className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-medium text-accent hover:underline"
            >
              <MessageSquare aria-hidden size={16} />
              Messages with {side === "seeker" ? data.seer_name : data.seeker_name}
            </Link>
          ) : null}
        </>
      )}
    </section>
  );
}

function BackToBookings() {
  return (
    <Link
      href="/bookings"
      className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-medium text-accent hover:underline"
    >
      <ArrowLeft aria-hidden size={16} />
      My bookings
    </Link>
  );
}
