/**
 * Two routes share this file, as Next serves `/events` and `/events/` from it: without the slash,
 * the signed-in person's live hints as Server-Sent Events (lib/live); with it, the public list of
 * group events (lib/events).
 */
import { bySlash, handle } from "@/lib/api/route";
import { eventRoutes } from "@/lib/api/routes/events";
import { groupEventRoutes } from "@/lib/api/routes/group-events";
import { SEER_TYPE } from "@/lib/auth/session";
import { listEvents } from "@/lib/events/queries";
import { EVENT_STREAM_HEADERS, hintEventStream } from "@/lib/live/event-stream";
import { subscribeHints } from "@/lib/live/hints";
import { streamOpened } from "@/lib/live/online";

const stream = handle(eventRoutes.stream, async ({ req, caller: { user } }) => {
  // Next answers HEAD with GET's headers and never reads (nor cancels) the body: open nothing.
  if (req.method === "HEAD") return new Response(null, { headers: EVENT_STREAM_HEADERS });
  const stream = hintEventStream({
    subscribe: (listener) => {
      const unsubscribe = subscribeHints(user.id, listener);
      // A Seer with the site open may be "available now" for readings (lib/readings/availability.ts).
      const closed = user.type === SEER_TYPE ? streamOpened(user.id) : () => undefined;
      return () => {
        unsubscribe();
        closed();
      };
    },
    signal: req.signal,
  });
  return new Response(stream, { headers: EVENT_STREAM_HEADERS });
});

const list = handle(groupEventRoutes.list, async ({ query }) => listEvents(query));

export const GET = bySlash(list, stream);
