/**
 * Sign-ins from other providers, stored apart from users: one row per provider and subject, found
 * by them only (an email is never enough to find the account), at most one per provider an account.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import type { ProviderId } from "@/lib/auth/oauth/providers";
import { type Db, getDb } from "@/lib/db/client";
import { monotonicNow, readTimestamp } from "@/lib/db/values";

export type Identity = {
  provider: ProviderId;
  subject: string;
  email: string | null;
  created_at: string;
};

export async function findIdentityOwner(
  provider: ProviderId,
  subject: string,
  db: Db = getDb(),
): Promise<string | undefined> {
  const row = await db
    .selectFrom("user_identity")
    .select("user_id")
    .where("provider", "=", provider)
    .where("subject", "=", subject)
    .executeTakeFirst();
  return row?.user_id;
}

export async function insertIdentity(
  db: Db,
  identity: { userId: string; provider: ProviderId; subject: string; email: string | null },
): Promise<void> {
  await db
    .insertInto("user_identity")
    .values({
      id: randomUUID(),
      user_id: identity.userId,
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
      created_at: monotonicNow(),
    })
    .execute();
}

/** Keeps the provider's address as last seen (shown in Settings); the link itself never changes. */
export async function rememberIdentityEmail(
  provider: ProviderId,
  subject: string,
  email: string | null,
): Promise<void> {
  if (!email) return;
  await getDb()
    .updateTable("user_identity")
    .set({ email })
    .where("provider", "=", provider)
    .where("subject", "=", subject)
    .execute();
}

export async function listIdentities(userId: string, db: Db = getDb()): Promise<Identity[]> {
  const rows = await db
    .selectFrom("user_identity")
    .select(["provider", "subject", "email", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({
    provider: row.provider as ProviderId,
    subject: row.subject,
    email: row.email,
    created_at: readTimestamp(row.created_at),
  }));
}

export async function deleteIdentity(
  db: Db,
  userId: string,
  provider: ProviderId,
): Promise<boolean> {
  const result = await db
    .deleteFrom("user_identity")
    .where("user_id", "=", userId)
    .where("provider", "=", provider)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
