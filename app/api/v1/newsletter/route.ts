/** Newsletter sign-up from the footer: once per address, rate-limited, the same thank-you for everyone. */
import { readJson } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/handler";
import { consumeAttempt } from "@/lib/api/rate-limit";
import { clientIp } from "@/lib/api/request-info";
import { subscribe } from "@/lib/users/newsletter";
import { newsletterSchema } from "@/lib/users/schema";

export const POST = apiRoute(async (req) => {
  const { email } = await readJson(req, newsletterSchema);
  await consumeAttempt("newsletter", clientIp(req), email);
  await subscribe(email);
  return { message: "Thank you for subscribing! Watch your inbox for events and new Seers." };
});
