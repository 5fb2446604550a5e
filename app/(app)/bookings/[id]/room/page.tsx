import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { ConversationThread } from "@/components/messages/conversation-thread";
import { ReadingRoom } from "@/components/readings/reading-room";
import { SessionRoom } from "@/components/room/session-room";
import { ApiError } from "@/lib/api/errors";
import { requireBookingFor } from "@/lib/bookings/queries";
import { endOf, partyOf, seekerName } from "@/lib/bookings/rows";
import { now } from "@/lib/clock";
import { conversationIdOf, requireConversationFor } from "@/lib/conversations/queries";
import { uuidParam } from "@/lib/validation/common";
import { getReadySessionUser } from "../../../session-user";

export const metadata: Metadata = { title: "Session room" };

type Props = { params: Promise<{ id: string }> };

/**
 * /bookings/<id>/room: the built-in video room, for the booking's two parties (anyone else gets
 * the 404 page); a reading's has its meter and ends in its receipt (components/readings/reading-room.tsx).
 * Whether it is open now is the API's to say (GET /api/v1/bookings/<id>/room),
 * read by the page in the browser, so a reload enters again. Its Permissions-Policy alone lets
 * the page use the camera, the microphone and screen sharing (next.config.ts).
 */
export default async function RoomPage({ params }: Props) {
  const { id } = await params;
  const user = await getReadySessionUser();
  if (!user) redirect(`/login?next=/bookings/${encodeURIComponent(id)}/room`);
  if (!uuidParam.safeParse(id).success) notFound();
  const row = await requireBookingFor(user, id).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
  const side = row ? partyOf(row, user.id) : null;
  if (!row || !side) notFound();
  const peerName = side === "seer" ? seekerName(row) : row.seer_name;
  const conversationId =
    row.seer_id && row.seeker_id
      ? await conversationIdOf({ seekerId: row.seeker_id, seerId: row.seer_id })
      : null;
  const conversation = conversationId
    ? await requireConversationFor(user.id, conversationId).catch(() => null)
    : null;
  const thread = conversation ? (
    <ConversationThread
      id={conversation.id}
      other={conversation.other}
      accountZone={user.timezone}
      embedded
    />
  ) : (
    <p className="text-sm text-ink-muted">No messages with {peerName} yet.</p>
  );
  const isReading = row.kind === "reading";
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-serif text-2xl font-semibold text-ink sm:text-3xl">
        {isReading ? "Reading" : "Session"} with {peerName}
      </h1>
      {isReading ? (
        <ReadingRoom
          bookingId={row.id}
          side={side}
          peerName={peerName}
          serverNow={now().toISOString()}
          conversation={thread}
        />
      ) : (
        <SessionRoom
          bookingId={row.id}
          endsAt={endOf(row).toISOString()}
          peerName={peerName}
          conversation={thread}
        />
      )}
    </div>
  );
}
