/**
 * Email verification: the link sent through the outbox (in the transaction that made or changed the
 * account), and its use. Unverified accounts still sign in; only linking a Google identity by email
 * asks for a verified address (lib/auth/oauth/sign-in.ts).
 */
import "server-only";
import { signVerifyEmailToken, verifyVerifyEmailToken } from "@/lib/auth/tokens";
import { type Db, getDb, writeFlag } from "@/lib/db/client";
import { verifyEmailEmail } from "@/lib/email/verify-email";
import { enqueueEmail, type QueuedEmail } from "@/lib/outbox/enqueue";

/** Queues the link for the account's current address. `base`: the site's address (lib/site-url.ts). */
export async function enqueueVerificationEmail(
  db: Db,
  user: { id: string; email: string },
  base: string,
): Promise<QueuedEmail> {
  const token = await signVerifyEmailToken(user);
  return enqueueEmail(db, verifyEmailEmail({ to: user.email, base, token }), {
    kind: "user.verify_email",
  });
}

export type VerificationResult = "verified" | "invalid";

/** Marks the address proven when the link names the account's current address. */
export async function verifyEmailWithToken(token: string): Promise<VerificationResult> {
  const claims = await verifyVerifyEmailToken(token);
  if (!claims) return "invalid";
  const result = await getDb()
    .updateTable("user")
    .set({ email_verified: writeFlag(true) })
    .where("id", "=", claims.sub)
    .where("email", "=", claims.email)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? "verified" : "invalid";
}
