/**
 * Work on one thing (an event's seats) in turn within this process, before a database connection
 * is taken: of a crowd pressing the same button at once, one holds a connection and the database's
 * lock while the rest wait here, in memory, instead of each holding one of the pool's few
 * connections while blocked on the same row (which starved every other request into 503s). Across
 * instances the database's lock still decides; each instance then brings one waiter at a time.
 * Never nest two turns on the same key: the inner one would wait for the outer for ever.
 */
import { processSingleton } from "@/lib/process-singleton";

const tails = () => processSingleton("db-turns", () => new Map<string, Promise<unknown>>());

export async function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
  const queue = tails();
  const before = queue.get(key) ?? Promise.resolve();
  const mine = before.then(work, work);
  // The next in line waits for this one to settle, whatever its outcome.
  const settled = mine.then(
    () => undefined,
    () => undefined,
  );
  queue.set(key, settled);
  try {
    return await mine;
  } finally {
    // The last in line clears the key, so the map holds only keys with someone waiting.
    if (queue.get(key) === settled) queue.delete(key);
  }
}
