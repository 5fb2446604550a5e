/**
 * A person's open GET /api/v1/events streams on this instance: each is a subscription to their
 * hints (and, for a Seer, their presence for readings), and a person holds at most 20 at once.
 */
import "server-only";
import { errors } from "@/lib/api/errors";
import { SEER_TYPE } from "@/lib/auth/session";
import { processSingleton } from "@/lib/process-singleton";
import { subscribeHints } from "./hints";
import { streamOpened } from "./online";
import { MAX_STREAMS_PER_PERSON } from "./socket-stream.mjs";

type Subscribe = (listener: (hint: object) => void) => () => void;

/** Open streams per person on this instance. */
const openCounts = () => processSingleton("live-person-streams", () => new Map<string, number>());

const nothing = () => undefined;

/**
 * How a new stream of `user`'s subscribes, or 429 when they hold the most already. Call it right
 * before opening the stream (nothing awaits between), so the count it checks is the one it raises.
 */
export function personsHints(user: { id: string; type: number }): Subscribe {
  const userId = user.id;
  const seer = user.type === SEER_TYPE;
  if ((openCounts().get(userId) ?? 0) >= MAX_STREAMS_PER_PERSON) {
    throw errors.tooManyStreams(MAX_STREAMS_PER_PERSON);
  }
  return (listener) => {
    const counts = openCounts();
    counts.set(userId, (counts.get(userId) ?? 0) + 1);
    const unsubscribe = subscribeHints(userId, listener);
    // A Seer with the site open may be "available now" for readings (lib/readings/availability.ts).
    const closed = seer ? streamOpened(userId) : nothing;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      unsubscribe();
      closed();
      const left = (counts.get(userId) ?? 1) - 1;
      if (left > 0) counts.set(userId, left);
      else counts.delete(userId);
    };
  };
}
