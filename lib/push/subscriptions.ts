/**
 * A person's devices that may notify them: listed (never with their keys), added (the same
 * endpoint again updates it, and moves it to whoever subscribed it last), removed.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { errors } from "@/lib/api/errors";
import { now } from "@/lib/clock";
import { type Db, getDb } from "@/lib/db/client";
import { readTimestamp } from "@/lib/db/values";
import { sealSecret } from "@/lib/security/secret-box";
import { isAuthSecret, isHttpsEndpoint, isP256Point } from "./keys";
import type { PushDevice, PushSubscribeInput } from "./schema";

export async function listPushDevices(userId: string): Promise<PushDevice[]> {
  const rows = await getDb()
    .selectFrom("push_subscription")
    .select(["id", "created_at", "user_agent"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    created_at: new Date(readTimestamp(row.created_at)).toISOString(),
    user_agent: row.user_agent,
  }));
}

export async function subscribePush(
  userId: string,
  input: PushSubscribeInput,
  userAgent: string | null,
): Promise<{ id: string }> {
  if (!isHttpsEndpoint(input.endpoint)) throw errors.pushEndpointNotHttps();
  if (!isP256Point(input.keys.p256dh) || !isAuthSecret(input.keys.auth)) {
    throw errors.pushBadKeys();
  }
  const db = getDb();
  return db.transaction().execute(async (trx) => {
    // A browser another account subscribed is now this person's: theirs stops getting pushes.
    await trx
      .deleteFrom("push_subscription")
      .where("endpoint", "=", input.endpoint)
      .where("user_id", "!=", userId)
      .execute();
    const keys = {
      p256dh: input.keys.p256dh,
      auth_sealed: sealSecret(input.keys.auth),
      user_agent: userAgent?.slice(0, 512) ?? null,
    };
    const row = await trx
      .insertInto("push_subscription")
      .values({
        id: randomUUID(),
        user_id: userId,
        endpoint: input.endpoint,
        created_at: now().toISOString(),
        ...keys,
      })
      .onConflict((oc) => oc.column("endpoint").doUpdateSet({ ...keys, user_id: userId }))
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id: row.id };
  });
}

export async function removePushDevice(userId: string, id: string): Promise<void> {
  const result = await getDb()
    .deleteFrom("push_subscription")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw errors.pushDeviceNotFound();
}

/** An account that closes takes its devices with it (inside the closing's transaction). */
export async function removePushDevicesOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom("push_subscription").where("user_id", "=", userId).execute();
}
