/** Open sign-up in either shape: the marketplace's (first/last name, country, type) or the template's. */
import { readJsonValue } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request-info";
import { issueToken } from "@/lib/users/accounts";
import { toPublicUser } from "@/lib/users/public";
import { registerUser } from "@/lib/users/register";

export const POST = apiRoute(async (req) => {
  const user = await registerUser(clientIp(req), await readJsonValue(req));
  return { ...toPublicUser(user), ...(await issueToken(user)) };
});
