/** Sends the link that verifies one's email again (rate-limited as recovery emails are). */
import { consumeAttempt } from "@/lib/api/rate-limit";
import { clientIp, requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { identityRoutes } from "@/lib/api/routes/identities";
import { getDb } from "@/lib/db/client";
import { sendAtOnce } from "@/lib/jobs/outbox";
import { enqueueVerificationEmail } from "@/lib/users/verification";

export const POST = handle(identityRoutes.sendVerification, async ({ req, caller: { user } }) => {
  await consumeAttempt("recovery", clientIp(req), user.email);
  if (user.email_verified) return { message: "Your email is already verified" };
  // Handed to the mail server before the answer (up to 5 s), the outbox's order kept.
  await sendAtOnce(await enqueueVerificationEmail(getDb(), user, requestSiteUrl(req)));
  return { message: "We sent a new link to your email" };
});
