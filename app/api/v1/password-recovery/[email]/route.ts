/**
 * Sends a reset link if the address is registered; the answer is the same either way. The email
 * goes through the outbox like every other, so it never overtakes one written before it to the
 * same person (a sign-up's "Verify your email" still waiting for the mail server), and is handed
 * to the mail server before the answer (up to 5 s; lib/jobs/outbox.ts sendAtOnce).
 */
import { consumeAttempt } from "@/lib/api/rate-limit";
import { clientIp, requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { loginRoutes } from "@/lib/api/routes/login";
import { getDb } from "@/lib/db/client";
import { sendAtOnce } from "@/lib/jobs/outbox";
import { enqueueEmail } from "@/lib/outbox/enqueue";
import { findUserByEmail } from "@/lib/users/queries";
import { recoveryEmailFor } from "@/lib/users/recovery";

export const POST = handle(loginRoutes.recoverPassword, async ({ req, params }) => {
  const email = params.email.slice(0, 320);
  await consumeAttempt("recovery", clientIp(req), email);
  const user = await findUserByEmail(email);
  if (user?.is_active) {
    const queued = await enqueueEmail(getDb(), await recoveryEmailFor(user, requestSiteUrl(req)), {
      kind: "user.password_recovery",
    });
    await sendAtOnce(queued);
  }
  return { message: "If that email is registered, we sent a password recovery link" };
});
