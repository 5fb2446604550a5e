/**
 * Redis, when REDIS_URL is set: one shared connection for commands (rate limits, publishing live
 * hints), and dedicated connections for what cannot share one (a pub/sub subscriber can run no
 * other command). Both reconnect by themselves; a Redis outage is never an error that escapes.
 */
import "server-only";
import Redis, { type RedisOptions } from "ioredis";
import { getConfig } from "@/lib/config";
import { processSingleton } from "@/lib/process-singleton";

/** Back-off between reconnection attempts: 200 ms more each time, at most 2 s; never gives up. */
const retryStrategy = (times: number) => Math.min(times * 200, 2_000);

export type SharedRedis = { client: Redis; firstConnect: Promise<void> };

/** The process's command connection, or undefined on the embedded default (no REDIS_URL). */
export function sharedRedis(): SharedRedis | undefined {
  const { REDIS_URL } = getConfig();
  if (!REDIS_URL) return undefined;
  return processSingleton("redis", () => {
    const client = new Redis(REDIS_URL, {
      // Fail fast while Redis is down (callers fall back to their in-process path) and keep retrying.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      retryStrategy,
    });
    client.on("error", () => undefined);
    // Until the first connection is up every call would take its fallback (a fresh instance
    // behind a load balancer counting rate limits alone): callers may wait for it, for at most a
    // second, and not at all once it has succeeded or failed.
    const firstConnect = new Promise<void>((resolve) => {
      client.once("ready", () => resolve());
      client.once("error", () => resolve());
      setTimeout(resolve, 1_000).unref();
    });
    return { client, firstConnect };
  });
}

/**
 * A connection of its own (e.g. a subscriber), or undefined without REDIS_URL. The caller owns
 * it and must listen for "error"; commands sent while it is down wait for the reconnection.
 */
export function dedicatedRedis(options: RedisOptions = {}): Redis | undefined {
  const { REDIS_URL } = getConfig();
  if (!REDIS_URL) return undefined;
  return new Redis(REDIS_URL, { retryStrategy, ...options });
}
