/** `POST /bookings/{id}/room/signal`: pass a signal to the other party; never stored nor logged. */
import { errors } from "@/lib/api/errors";
import { consumeRoomSignal } from "@/lib/api/rate-limit";
import { handle } from "@/lib/api/route";
import { roomRoutes } from "@/lib/api/routes/rooms";
import { requireOpenRoom } from "@/lib/rooms/access";
import { ROOM_SIGNALS_PER_SECOND } from "@/lib/rooms/schema";
import { relaySignal } from "@/lib/rooms/signals";

export const POST = handle(roomRoutes.signal, async ({ caller: { user }, params, body }) => {
  await consumeRoomSignal(user.id, ROOM_SIGNALS_PER_SECOND);
  const room = await requireOpenRoom(user.id, params.id);
  if (!(await relaySignal(room, user.id, body))) throw errors.roomNotJoined();
  return { accepted: true } as const;
});
