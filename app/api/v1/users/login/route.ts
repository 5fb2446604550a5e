/** The marketplace's JSON login: email, password and the account type the person chose. */
import { readJson } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request-info";
import { checkCredentials, issueToken, requireAccountType } from "@/lib/users/accounts";
import { loginSchema } from "@/lib/users/schema";

export const POST = apiRoute(async (req) => {
  const body = await readJson(req, loginSchema);
  const user = await checkCredentials(clientIp(req), body.email, body.password);
  requireAccountType(user, body.type);
  return issueToken(user);
});
