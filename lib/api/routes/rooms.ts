/** The session room (issue 23): entering, its stream of the other party's signals, and signalling. */
import { declareRoute } from "@/lib/api/contract";
import {
  ROOM_SIGNAL_BYTES_MAX,
  ROOM_SIGNALS_PER_SECOND,
  roomSchema,
  roomSignalSchema,
  signalAcceptedSchema,
} from "@/lib/rooms/schema";
import { idParams } from "./params";

const WHO_AND_WHEN =
  "Its two parties only (404 for anyone else), while the session is accepted, online and in the built-in room, from 15 minutes before the start until 30 minutes after the end (409 otherwise, saying when it opens or that it closed)";

export const roomRoutes = {
  read: declareRoute({
    method: "GET",
    path: "/bookings/{id}/room",
    name: "read_room",
    summary: `Enter a session's room: its window, your role in perfect negotiation (the Seer impolite, the seeker polite), ICE servers with TURN credentials valid until the room closes, and whether the other person is in. ${WHO_AND_WHEN}`,
    tag: "rooms",
    auth: "user",
    params: idParams,
    response: roomSchema,
    errors: [404, 409],
  }),
  events: declareRoute({
    method: "GET",
    path: "/bookings/{id}/room/events",
    name: "read_room_events",
    summary: `Server-Sent Events of the room: one \`data: {"type", "from"?, "data"?}\` line per event of the other person (\`joined\`, \`left\`, \`offer\`, \`answer\`, \`candidate\`, \`state\`, each with their connection in \`from\`), \`replaced\` when another tab of yours took the room over (this stream then ends), \`closed\` when the session was called off. Opening it puts you in the room. ${WHO_AND_WHEN}`,
    tag: "rooms",
    auth: "user",
    params: idParams,
    response: "event-stream",
    errors: [404, 409],
  }),
  signal: declareRoute({
    method: "POST",
    path: "/bookings/{id}/room/signal",
    name: "send_room_signal",
    summary: `Pass a signal to the other person (\`offer\`, \`answer\`, \`candidate\`, \`state\`, \`bye\`): never stored nor logged. Needs your room events open (409 otherwise); at most ${ROOM_SIGNALS_PER_SECOND} a second (429) and ${ROOM_SIGNAL_BYTES_MAX / 1024} KB (413)`,
    tag: "rooms",
    auth: "user",
    params: idParams,
    body: { json: roomSignalSchema, maxBytes: ROOM_SIGNAL_BYTES_MAX },
    status: 202,
    response: signalAcceptedSchema,
    errors: [404, 409, 429],
  }),
};
