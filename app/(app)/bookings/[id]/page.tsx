import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { BookingDetail } from "@/components/booking/booking-detail";
import { ApiError } from "@/lib/api/errors";
import { requireBookingFor } from "@/lib/bookings/queries";
import { partyOf } from "@/lib/bookings/rows";
import { now } from "@/lib/clock";
import { conversationIdOf } from "@/lib/conversations/queries";
import { getReadySessionUser } from "../../session-user";

export const metadata: Metadata = { title: "Booking" };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ payment?: string | string[] }>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /bookings/<id> (the emails link here): one booking, for its two parties. */
export default async function BookingPage({ params, searchParams }: Props) {
  const { id } = await params;
  const { payment } = await searchParams;
  const user = await getReadySessionUser();
  if (!user) redirect(`/login?next=/bookings/${encodeURIComponent(id)}`);
  if (!UUID.test(id)) notFound();
  const row = await requireBookingFor(user, id).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
  const side = row ? partyOf(row, user.id) : null;
  if (!row || !side) notFound();
  // Nobody to talk to once either side closed their account (or behind a sample coach).
  const conversationId =
    row.seer_id && row.seeker_id
      ? await conversationIdOf({ seekerId: row.seeker_id, seerId: row.seer_id })
      : null;
  return (
    <BookingDetail
      id={row.id}
      side={side}
      serverNow={now().toISOString()}
      conversationId={conversationId}
      accountZone={user.timezone}
      paid={payment === "done"}
    />
  );
}
