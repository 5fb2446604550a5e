/**
 * Live hints between instances, through Redis pub/sub when REDIS_URL is set: hints are published
 * on the shared command connection, and each instance holds one dedicated subscriber connection
 * (a subscribed connection can run no other command) that hands every hint from another instance
 * to this one's listeners. Redis being down only narrows delivery to this instance: it is logged
 * once per outage, never thrown, and both connections come back by themselves.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { processSingleton } from "@/lib/process-singleton";
import { dedicatedRedis, sharedRedis } from "@/lib/redis";
import { decodeHintMessage, encodeHintMessage, HINTS_CHANNEL } from "./channel.mjs";

type Deliver = (userId: string, hint: { type: string }) => void;

/** This process on the channel: it delivers its own hints directly, so it skips their echo. */
const origin = () => processSingleton("live-origin", () => randomUUID());

/** One line when a connection is lost and one when it is back, however many errors between. */
function outageLog(what: string) {
  let down = false;
  return {
    down(error: unknown) {
      if (down) return;
      down = true;
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(
        `[live] ${what} lost Redis (${reason}): hints reach only this instance's streams until it returns`,
      );
    },
    up() {
      if (!down) return;
      down = false;
      console.info(`[live] ${what} reached Redis again`);
    },
  };
}

const publishLog = () => processSingleton("live-publish-log", () => outageLog("publishing"));

/** Sends `hint` to the other instances; false on the embedded default (no REDIS_URL). */
export function publishAcrossInstances(userId: string, hint: object): boolean {
  const redis = sharedRedis();
  if (!redis) return false;
  const log = publishLog();
  const message = encodeHintMessage(origin(), userId, hint);
  // A fresh instance's first hint waits (a second at most) for the connection to come up.
  redis.firstConnect
    .then(() => redis.client.publish(HINTS_CHANNEL, message))
    .then(
      () => log.up(),
      (error: unknown) => log.down(error),
    );
  return true;
}

/**
 * Starts this instance's subscriber (once; later calls do nothing), which calls `deliver` with
 * every hint another instance publishes. Does nothing on the embedded default.
 */
export function receiveFromOtherInstances(deliver: Deliver): void {
  processSingleton("live-subscriber", () => {
    // Nothing queues while Redis is down: the channel is subscribed afresh on every connection.
    const subscriber = dedicatedRedis({ enableOfflineQueue: false, autoResubscribe: false });
    if (!subscriber) return null;
    const log = outageLog("the hints subscriber");
    subscriber.on("error", (error) => log.down(error));
    // A dropped connection may reconnect before any error is seen: hints were missed meanwhile.
    subscriber.on("close", () => log.down("connection closed"));
    subscriber.on("ready", () => {
      subscriber.subscribe(HINTS_CHANNEL).then(
        () => log.up(),
        (error: unknown) => log.down(error),
      );
    });
    subscriber.on("message", (_channel: string, text: string) => {
      const message = decodeHintMessage(text);
      if (message && message.origin !== origin()) deliver(message.userId, message.hint);
    });
    return subscriber;
  });
}
