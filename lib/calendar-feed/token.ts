/**
 * A person's private calendar address: a long random token (32 bytes, base64url), not derived
 * from the account. The database finds it by its SHA-256 only, so a copy of the table opens no
 * feed; to show its owner the address again the token is kept sealed (AES-256-GCM, the calendars'
 * key: lib/security/secret-box.ts). Resetting replaces the row: the old token answers 404 at once.
 */
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { now } from "@/lib/clock";
import { type Db, getDb } from "@/lib/db/client";
import { openSecret, sealSecret } from "@/lib/security/secret-box";

const TOKEN_BYTES = 32;
/** A token's form: what a route accepts before it reads the database. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashFeedToken = (token: string) =>
  createHash("sha256").update(token, "utf8").digest("hex");

/** The token, or null when it cannot be opened (the key changed): the caller makes a new one. */
function unseal(sealed: string): string | null {
  try {
    return openSecret(sealed);
  } catch {
    return null;
  }
}

function newToken() {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  const values = {
    token_hash: hashFeedToken(token),
    token_sealed: sealSecret(token),
    created_at: now().toISOString(),
  };
  return { token, values };
}

/** Makes a new token for `userId`, replacing theirs, and returns it. */
export async function rotateFeedToken(userId: string, db: Db = getDb()): Promise<string> {
  const { token, values } = newToken();
  await db
    .insertInto("calendar_feed")
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
  return token;
}

const sealedOf = (db: Db, userId: string) =>
  db
    .selectFrom("calendar_feed")
    .select("token_sealed")
    .where("user_id", "=", userId)
    .executeTakeFirst();

/** `userId`'s token, made on first use (two first reads at once agree on one). */
export async function feedTokenOf(userId: string): Promise<string> {
  const db = getDb();
  let row = await sealedOf(db, userId);
  if (!row) {
    const { values } = newToken();
    await db
      .insertInto("calendar_feed")
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column("user_id").doNothing())
      .execute();
    row = await sealedOf(db, userId);
  }
  return (row && unseal(row.token_sealed)) ?? rotateFeedToken(userId);
}

/** Whose feed `token` opens, if anyone's. */
export async function feedOwnerOf(token: string): Promise<string | null> {
  if (!FEED_TOKEN_PATTERN.test(token)) return null;
  const row = await getDb()
    .selectFrom("calendar_feed")
    .select("user_id")
    .where("token_hash", "=", hashFeedToken(token))
    .executeTakeFirst();
  return row?.user_id ?? null;
}
