/** BFF login for /logindefault (the template's username/password form). */
import { readJson } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request-info";
import { requireOwnOrigin, startSession } from "@/lib/auth/session";
import { checkCredentials } from "@/lib/users/accounts";
import { accessTokenFormSchema } from "@/lib/users/schema";

export const POST = apiRoute(async (req) => {
  requireOwnOrigin(req);
  const body = await readJson(req, accessTokenFormSchema);
  return startSession(await checkCredentials(clientIp(req), body.username, body.password));
});
