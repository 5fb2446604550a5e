/** BFF login for /login: email, password and account type in; an httpOnly session cookie out. */
import { readJson } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request-info";
import { requireOwnOrigin, startSession } from "@/lib/auth/session";
import { checkCredentials, requireAccountType } from "@/lib/users/accounts";
import { loginSchema } from "@/lib/users/schema";

export const POST = apiRoute(async (req) => {
  requireOwnOrigin(req);
  const body = await readJson(req, loginSchema);
  const user = await checkCredentials(clientIp(req), body.email, body.password);
  requireAccountType(user, body.type);
  return startSession(user);
});
