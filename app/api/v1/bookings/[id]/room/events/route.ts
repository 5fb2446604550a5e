/** `GET /bookings/{id}/room/events`: the other party's signals and presence, as Server-Sent Events. */
import { handle } from "@/lib/api/route";
import { roomRoutes } from "@/lib/api/routes/rooms";
import { EVENT_STREAM_HEADERS } from "@/lib/live/event-stream";
import { requireOpenRoom } from "@/lib/rooms/access";
import { openRoomStream } from "@/lib/rooms/signals";

export const GET = handle(roomRoutes.events, async ({ req, caller: { user }, params }) => {
  const room = await requireOpenRoom(user.id, params.id);
  // Next answers HEAD with GET's headers and never reads the body: nobody enters the room.
  if (req.method === "HEAD") return new Response(null, { headers: EVENT_STREAM_HEADERS });
  const stream = await openRoomStream(room, user.id, req.signal);
  return new Response(stream, { headers: EVENT_STREAM_HEADERS });
});
