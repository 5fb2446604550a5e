/** BFF sign-up (either payload shape): creates the account and starts its session in the cookie. */
import { readJsonValue } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/handler";
import { clientIp, requestSiteUrl } from "@/lib/api/request-info";
import { requireOwnOrigin, startSession } from "@/lib/auth/session";
import { registerUser } from "@/lib/users/register";

export const POST = apiRoute(async (req) => {
  requireOwnOrigin(req);
  return startSession(
    await registerUser(clientIp(req), await readJsonValue(req), requestSiteUrl(req)),
  );
});
