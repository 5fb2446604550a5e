/** Newsletter sign-up from the footer: once per address, rate-limited, the same thank-you for everyone. */
import { consumeAttempt } from "@/lib/api/rate-limit";
import { clientIp } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { utilRoutes } from "@/lib/api/routes/utils";
import { subscribe } from "@/lib/users/newsletter";

export const POST = handle(utilRoutes.newsletter, async ({ req, body: { email } }) => {
  await consumeAttempt("newsletter", clientIp(req), email);
  await subscribe(email);
  return { message: "Thank you for subscribing! Watch your inbox for events and new Seers." };
});
