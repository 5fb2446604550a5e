/**
 * BFF login for /login: email and password in (the form's account type too, not checked: the
 * session is the account's own type); an httpOnly session cookie out.
 */
import { readJson } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request-info";
import { requireOwnOrigin, startSession } from "@/lib/auth/session";
import { checkCredentials } from "@/lib/users/accounts";
import { loginSchema } from "@/lib/users/schema";

export const POST = apiRoute(async (req) => {
  requireOwnOrigin(req);
  const body = await readJson(req, loginSchema);
  return startSession(await checkCredentials(clientIp(req), body.email, body.password));
});
