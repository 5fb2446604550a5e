/**
 * Writing a push into the outbox, inside the caller's transaction (beside the email of the same
 * change): one row per device of the person, sent by the outbox worker (lib/push/deliver.ts).
 */
import "server-only";
import type { Db } from "@/lib/db/client";
import { HOUR_MS } from "@/lib/durations";
import { insertOutboxRow } from "@/lib/outbox/enqueue";

/**
 * What the service worker shows (public/sw.js): no email address, price or place in it. `tag`:
 * a shown notification of the same tag is replaced (a conversation's newest message).
 */
export type PushMessage = { title: string; body: string; url: string; tag?: string };

/** A ring (an incoming reading) is worth waking the phone for, and worthless a minute later. */
export const RING_TTL_SECONDS = 60;
export const NORMAL_TTL_SECONDS = (24 * HOUR_MS) / 1000;

export type OutboxPush = {
  subscription_id: string;
  message: PushMessage;
  urgency: "high" | "normal";
  ttl: number;
  /** Pushes of one topic replace each other at the push service (≤ 32 base64url characters). */
  topic?: string;
};

type PushOptions = {
  /** `push.<what>`, for logs and tests, e.g. `push.booking.requested`. */
  kind: string;
  /** At most one push per key and device, however often the change is retried. */
  dedupeKey?: string;
  topic?: string;
  ring?: boolean;
};

/** A conversation's (or any uuid's) topic: its 32 hex digits are valid base64url. */
export const topicOf = (id: string) => id.replace(/-/g, "").slice(0, 32);

export async function enqueuePush(
  db: Db,
  userId: string | null,
  message: PushMessage,
  options: PushOptions,
): Promise<void> {
  if (!userId) return;
  const devices = await db
    .selectFrom("push_subscription")
    .select("id")
    .where("user_id", "=", userId)
    .execute();
  if (devices.length === 0) return;
  const text = (value: string, max: number) =>
    value.length > max ? `${value.slice(0, max - 1)}…` : value;
  for (const device of devices) {
    const push: OutboxPush = {
      subscription_id: device.id,
      message: { ...message, title: text(message.title, 120), body: text(message.body, 240) },
      urgency: options.ring ? "high" : "normal",
      ttl: options.ring ? RING_TTL_SECONDS : NORMAL_TTL_SECONDS,
      ...(options.topic ? { topic: options.topic } : {}),
    };
    await insertOutboxRow(db, {
      kind: options.kind.slice(0, 40),
      dedupeKey: options.dedupeKey ? `${options.dedupeKey}:push:${device.id}` : null,
      // Each device's pushes go in order; a device that fails holds back neither email nor others.
      recipient: `push:${device.id}`,
      payload: { push },
    });
  }
}
