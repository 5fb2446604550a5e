/** Open sign-up in either shape: the marketplace's (first/last name, country, type) or the template's. */
import { clientIp, requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { userRoutes } from "@/lib/api/routes/users";
import { issueToken } from "@/lib/users/accounts";
import { toPublicUser } from "@/lib/users/public";
import { registerUser } from "@/lib/users/register";

export const POST = handle(userRoutes.signup, async ({ req, body }) => {
  const user = await registerUser(clientIp(req), body, requestSiteUrl(req));
  return { ...toPublicUser(user), ...(await issueToken(user)) };
});
