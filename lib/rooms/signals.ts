/**
 * A room's signalling: each party's stream (GET .../room/events) listens on its own key of the
 * live delivery (lib/live/hints.ts: this instance directly, the others through Redis), and a
 * party's signal (POST .../room/signal) is published on the other's key. Signals hold session
 * descriptions and ICE candidates, with IP addresses: they are passed on and never logged or kept.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { bookingQuery, currentStatus } from "@/lib/bookings/rows";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { hintEventStream, MAX_STREAM_MS } from "@/lib/live/event-stream";
import { publishLive, subscribeHints, subscribeLive } from "@/lib/live/hints";
import { meterStart } from "@/lib/readings/presence";
import type { Room } from "./access";
import { markGone, markPresent, PRESENCE_RENEW_MS, presentConnection } from "./presence";
import { closeEarlierEntries, logRoomEntry, logRoomExit } from "./presence-log";
import type { RoomEvent, RoomSignal } from "./schema";

const roomKey = (bookingId: string, userId: string) => `room:${bookingId}:${userId}`;

/** Own-key message: a newer connection of the same person took the room over. */
type Takeover = { type: "takeover"; connection: string };

/** Whether the booking is still accepted (a cancellation closes its room at once). */
async function stillAccepted(bookingId: string): Promise<boolean> {
  const row = await bookingQuery(getDb()).where("booking.id", "=", bookingId).executeTakeFirst();
  return row !== undefined && currentStatus(row, now()) === "accepted";
}

/**
 * `userId`'s stream of the room: it takes the room over from any other tab of theirs, tells the
 * other party it joined, says at once whether the other is there, renews its presence while open,
 * and on its end (unless replaced) tells the other it left. It ends when the room closes.
 */
export async function openRoomStream(
  room: Room,
  userId: string,
  signal: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  const bookingId = room.booking.id;
  const connection = randomUUID();
  await markPresent(bookingId, userId, connection);
  // The times only, kept as evidence should either party later say the other did not come.
  const entry = await logRoomEntry(bookingId, room.party);
  // A reading's meter starts when the records first show both in at once (lib/readings/presence.ts).
  if (room.booking.kind === "reading") {
    await closeEarlierEntries(bookingId, room.party, entry);
    await meterStart(getDb(), bookingId, null);
  }
  const peer = room.peerId ? await presentConnection(bookingId, room.peerId) : null;
  const toPeer = (event: RoomEvent) => {
    if (room.peerId) publishLive(roomKey(bookingId, room.peerId), event);
  };
  publishLive(roomKey(bookingId, userId), { type: "takeover", connection } satisfies Takeover);
  toPeer({ type: "joined", from: connection });
  const untilClose = room.closesAt.getTime() - now().getTime();

  return hintEventStream({
    signal,
    heartbeatMs: PRESENCE_RENEW_MS,
    maxAgeMs: Math.max(1_000, Math.min(MAX_STREAM_MS, untilClose)),
    subscribe(send, end) {
      let replaced = false;
      if (peer) send({ type: "joined", from: peer } satisfies RoomEvent);
      const stopSignals = subscribeLive(roomKey(bookingId, userId), (message) => {
        if (message.type !== "takeover") return send(message);
        if ((message as Takeover).connection === connection) return;
        replaced = true;
        send({ type: "replaced" } satisfies RoomEvent);
        end();
      });
      const stopHints = subscribeHints(userId, (hint) => {
        if (hint.type !== "booking" || hint.booking_id !== bookingId) return;
        void stillAccepted(bookingId).then((open) => {
          if (open) return;
          send({ type: "closed" } satisfies RoomEvent);
          end();
        });
      });
      const renew = setInterval(() => {
        if (!replaced) void markPresent(bookingId, userId, connection);
      }, PRESENCE_RENEW_MS);
      return () => {
        clearInterval(renew);
        stopSignals();
        stopHints();
        void logRoomExit(entry);
        if (replaced) return;
        void markGone(bookingId, userId, connection);
        toPeer({ type: "left", from: connection });
      };
    },
  });
}

/** Passes `userId`'s signal to the other party; false when `userId` has no stream in the room. */
export async function relaySignal(
  room: Room,
  userId: string,
  signal: RoomSignal,
): Promise<boolean> {
  const bookingId = room.booking.id;
  const from = await presentConnection(bookingId, userId);
  if (!from) return false;
  if (!room.peerId) return true;
  const key = roomKey(bookingId, room.peerId);
  if (signal.type === "bye") publishLive(key, { type: "left", from } satisfies RoomEvent);
  else publishLive(key, { type: signal.type, from, data: signal.data } as RoomEvent);
  return true;
}
