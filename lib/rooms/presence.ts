/**
 * Who is in a room: each person's current connection (one per person, the newest tab), with a
 * short time to live that the open stream keeps renewing, so a crashed instance's people leave by
 * themselves. In Redis when REDIS_URL is set (every instance sees it), else in this process.
 * A Redis failure falls back to this process's map: the room still works on one instance.
 */
import "server-only";
import { processSingleton } from "@/lib/process-singleton";
import { sharedRedis } from "@/lib/redis";

/** Renewed every PRESENCE_RENEW_MS by the open stream; gone this long after it stops. */
export const PRESENCE_TTL_MS = 30_000;
export const PRESENCE_RENEW_MS = 10_000;

const keyOf = (bookingId: string, userId: string) => `seers:room:${bookingId}:${userId}`;

type Local = Map<string, { connection: string; until: number }>;
const local = () => processSingleton("room-presence", (): Local => new Map());

// Deletes the key only if it still holds this connection (a newer tab's stays).
const DELETE_IF_MINE = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

async function withRedis<T>(
  run: (client: NonNullable<ReturnType<typeof sharedRedis>>["client"]) => Promise<T>,
): Promise<T | undefined> {
  const redis = sharedRedis();
  if (!redis) return undefined;
  await redis.firstConnect;
  try {
    return await run(redis.client);
  } catch (error) {
    console.warn(
      `[room] presence in Redis failed (${(error as Error).message}): using this instance's`,
    );
    return undefined;
  }
}

/** Marks `connection` as `userId`'s in the room (replacing any other), for PRESENCE_TTL_MS. */
export async function markPresent(bookingId: string, userId: string, connection: string) {
  const key = keyOf(bookingId, userId);
  local().set(key, { connection, until: Date.now() + PRESENCE_TTL_MS });
  await withRedis((client) => client.set(key, connection, "PX", PRESENCE_TTL_MS));
}

/** `userId`'s current connection in the room, or null when they are not in it. */
export async function presentConnection(bookingId: string, userId: string): Promise<string | null> {
  const key = keyOf(bookingId, userId);
  const shared = await withRedis((client) => client.get(key));
  if (shared !== undefined) return shared;
  const entry = local().get(key);
  if (!entry || entry.until <= Date.now()) return null;
  return entry.connection;
}

/** Ends `connection`'s presence, unless a newer connection of the same person took over. */
export async function markGone(bookingId: string, userId: string, connection: string) {
  const key = keyOf(bookingId, userId);
  if (local().get(key)?.connection === connection) local().delete(key);
  await withRedis((client) => client.eval(DELETE_IF_MINE, 1, key, connection));
}
