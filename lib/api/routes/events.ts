/** The live hints' stream (lib/live): one per browser tab, for the signed-in person. */
import { declareRoute } from "@/lib/api/contract";
import { MAX_STREAMS_PER_PERSON } from "@/lib/live/socket-stream.mjs";

export const eventRoutes = {
  stream: declareRoute({
    method: "GET",
    path: "/events",
    name: "read_events",
    summary: `Server-Sent Events: a comment line at once and every 25 s, then one \`data: {"type", …}\` line per change of yours (\`message\` and \`conversation\` with \`conversation_id\`, \`booking\` with \`booking_id\`). Hints carry no content: refetch what changed, and everything after a reconnection. At most ${MAX_STREAMS_PER_PERSON} open at once per person (429 past that)`,
    tag: "events",
    auth: "user",
    response: "event-stream",
    errors: [429],
  }),
};
