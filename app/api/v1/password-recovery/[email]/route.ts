/** Sends a reset link if the address is registered; the answer is the same either way. */
import { consumeAttempt } from "@/lib/api/rate-limit";
import { clientIp, requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { loginRoutes } from "@/lib/api/routes/login";
import { sendEmailLater } from "@/lib/email/send";
import { findUserByEmail } from "@/lib/users/queries";
import { recoveryEmailFor } from "@/lib/users/recovery";

export const POST = handle(loginRoutes.recoverPassword, async ({ req, params }) => {
  const email = params.email.slice(0, 320);
  await consumeAttempt("recovery", clientIp(req), email);
  const user = await findUserByEmail(email);
  if (user?.is_active) {
    sendEmailLater(await recoveryEmailFor(user, requestSiteUrl(req)));
  }
  return { message: "If that email is registered, we sent a password recovery link" };
});
