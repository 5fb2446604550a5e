/** Newsletter sign-ups: one row per address, lower-cased. */
import "server-only";
import { getDb } from "@/lib/db/client";
import { monotonicNow } from "@/lib/db/values";

/** True when the address is new; a second sign-up is accepted quietly (no one learns who is subscribed). */
export async function subscribe(email: string): Promise<boolean> {
  const result = await getDb()
    .insertInto("newsletter_subscriber")
    .values({ email: email.trim().toLowerCase(), created_at: monotonicNow() })
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
