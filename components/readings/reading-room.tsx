"use client";
/**
 * The session room for a reading: the meter above the room, and, once the reading has ended (by
 * either party, or by the server at the maximum), the receipt in place of the room for both: the
 * booking's hint refreshes it, and it asks every few seconds as well, so a lost hint cannot keep
 * a camera on after the reading ended.
 */
import Link from "next/link";
import type { ReactNode } from "react";
import useSWR from "swr";
import type { Booking, Side } from "@/components/booking/booking-types";
import { SessionRoom } from "@/components/room/session-room";
import { fetchJson } from "@/lib/client/fetcher";
import { ReadingMeter } from "./reading-meter";
import { ReadingReceipt } from "./reading-receipt";
import { asReading } from "./reading-types";
import { learnServerTime } from "./use-server-clock";

const POLL_MS = 5_000;

type Props = {
  bookingId: string;
  side: Side;
  peerName: string;
  serverNow: string;
  conversation: ReactNode;
};

export function ReadingRoom({ bookingId, side, peerName, serverNow, conversation }: Props) {
  learnServerTime(serverNow);
  const { data } = useSWR<Booking>(`/api/v1/bookings/${bookingId}`, fetchJson, {
    refreshInterval: POLL_MS,
  });
  const reading = data ? asReading(data) : null;
  if (!reading) return <p role="status">Opening the room…</p>;
  if (reading.status !== "accepted") {
    return (
      <div className="flex max-w-3xl flex-col gap-4">
        {reading.status === "completed" ? (
          <ReadingReceipt reading={reading} side={side} />
        ) : (
          <p role="status" className="rounded-2xl border border-line bg-surface p-5 text-ink">
            This reading is not live.
          </p>
        )}
        <Link
          href={`/bookings/${bookingId}`}
          className="inline-flex min-h-11 items-center self-start text-sm font-medium text-accent hover:underline"
        >
          The reading&apos;s page
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ReadingMeter reading={reading} />
      <SessionRoom
        bookingId={bookingId}
        endsAt={null}
        peerName={peerName}
        conversation={conversation}
      />
    </div>
  );
}
