/** `GET /bookings/{id}/room`: enter a session's room (lib/rooms). */
import { handle } from "@/lib/api/route";
import { roomRoutes } from "@/lib/api/routes/rooms";
import { requireOpenRoom } from "@/lib/rooms/access";
import { enterRoom } from "@/lib/rooms/enter";

export const GET = handle(roomRoutes.read, async ({ caller: { user }, params }) => {
  const room = await requireOpenRoom(user.id, params.id);
  return enterRoom(room, user.id);
});
