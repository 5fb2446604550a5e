/** `GET /events`: the signed-in person's live hints as Server-Sent Events (lib/live). */
import { handle } from "@/lib/api/route";
import { eventRoutes } from "@/lib/api/routes/events";
import { EVENT_STREAM_HEADERS, hintEventStream } from "@/lib/live/event-stream";
import { subscribeHints } from "@/lib/live/hints";

export const GET = handle(eventRoutes.stream, async ({ req, caller: { user } }) => {
  // Next answers HEAD with GET's headers and never reads (nor cancels) the body: open nothing.
  if (req.method === "HEAD") return new Response(null, { headers: EVENT_STREAM_HEADERS });
  const stream = hintEventStream({
    subscribe: (listener) => subscribeHints(user.id, listener),
    signal: req.signal,
  });
  return new Response(stream, { headers: EVENT_STREAM_HEADERS });
});
