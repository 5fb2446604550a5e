/** Sends a reset link if the address is registered; the answer is the same either way. */
import { apiRoute } from "@/lib/api/handler";
import { consumeAttempt } from "@/lib/api/rate-limit";
import { clientIp, requestSiteUrl } from "@/lib/api/request-info";
import { sendEmailLater } from "@/lib/email/send";
import { findUserByEmail } from "@/lib/users/queries";
import { recoveryEmailFor } from "@/lib/users/recovery";

/** Next hands the segment over already decoded: decoding it again would misread a "%". */
type Params = { email: string };

export const POST = apiRoute<Params>(async (req, params) => {
  const email = params.email.slice(0, 320);
  await consumeAttempt("recovery", clientIp(req), email);
  const user = await findUserByEmail(email);
  if (user?.is_active) {
    sendEmailLater(await recoveryEmailFor(user, requestSiteUrl(req)));
  }
  return { message: "If that email is registered, we sent a password recovery link" };
});
