/**
 * Sending one push from the outbox: web-push builds the request (VAPID JWT, RFC 8291 aes128gcm
 * body, TTL, Urgency, Topic) and the guarded client sends it (https only, no private or loopback
 * address in production, time and size limits). A push service answering 404 or 410 says the
 * browser unsubscribed: that device is removed at once.
 */
import "server-only";
import webpush from "web-push";
import { getDb } from "@/lib/db/client";
import { guardedFailureOf, guardedFetch } from "@/lib/security/guarded-fetch";
import { openSecret } from "@/lib/security/secret-box";
import type { OutboxPush } from "./enqueue";
import { vapidKeys } from "./vapid";

/** A push the service refused: `retryable` for 429 and 5xx (and when it cannot be reached). */
export class PushFailedError extends Error {
  override name = "PushFailedError";
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export function readPush(payload: string): OutboxPush | undefined {
  try {
    const parsed = JSON.parse(payload) as { push?: OutboxPush };
    return typeof parsed.push?.subscription_id === "string" ? parsed.push : undefined;
  } catch {
    return undefined;
  }
}

export type PushOutcome = "sent" | "gone" | "no-device";

export async function deliverPush(push: OutboxPush): Promise<PushOutcome> {
  const db = getDb();
  const device = await db
    .selectFrom("push_subscription")
    .selectAll()
    .where("id", "=", push.subscription_id)
    .executeTakeFirst();
  // Removed since (by its person, a 410, a closed account): nothing to send.
  if (!device) return "no-device";
  const keys = await vapidKeys();
  const request = webpush.generateRequestDetails(
    {
      endpoint: device.endpoint,
      keys: { p256dh: device.p256dh, auth: openSecret(device.auth_sealed) },
    },
    JSON.stringify(push.message),
    {
      vapidDetails: keys,
      TTL: push.ttl,
      urgency: push.urgency,
      ...(push.topic ? { topic: push.topic } : {}),
      contentEncoding: "aes128gcm",
    },
  );
  let response: Response;
  try {
    response = await guardedFetch()(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
    });
  } catch (error) {
    const reason = guardedFailureOf(error);
    // An address refused by the rules will not become allowed: give up on it.
    throw new PushFailedError(`push service: ${reason ?? "unreachable"}`, reason !== "refused");
  }
  if (response.status === 404 || response.status === 410) {
    await db.deleteFrom("push_subscription").where("id", "=", device.id).execute();
    return "gone";
  }
  if (response.ok) return "sent";
  const retryable = response.status === 429 || response.status >= 500;
  throw new PushFailedError(`push service answered ${response.status}`, retryable);
}
