/**
 * Two routes share this file, as Next serves `/events` and `/events/` from it: without the slash,
 * the signed-in person's live hints as Server-Sent Events (lib/live); with it, the public list of
 * group events (lib/events).
 */
import { bySlash, handle } from "@/lib/api/route";
import { eventRoutes } from "@/lib/api/routes/events";
import { groupEventRoutes } from "@/lib/api/routes/group-events";
import { listEvents } from "@/lib/events/queries";
import { EVENT_STREAM_HEADERS, hintEventStream, socketEventStream } from "@/lib/live/event-stream";
import { personsHints } from "@/lib/live/person-streams";

const stream = handle(eventRoutes.stream, async ({ req, caller: { user } }) => {
  // Next answers HEAD with GET's headers and never reads (nor cancels) the body: open nothing.
  if (req.method === "HEAD") return new Response(null, { headers: EVENT_STREAM_HEADERS });
  // 429 past a person's limit of open streams on this instance.
  const subscribe = personsHints(user);
  // On the production server the socket itself carries the stream; elsewhere, Next does.
  return (
    socketEventStream(req, subscribe) ??
    new Response(hintEventStream({ subscribe, signal: req.signal }), {
      headers: EVENT_STREAM_HEADERS,
    })
  );
});

const list = handle(groupEventRoutes.list, async ({ query }) => listEvents(query));

export const GET = bySlash(list, stream);
