/**
 * The marketplace's JSON login: email and password. The account type its form sends is accepted
 * and not checked: the session is the account's own type, whatever was chosen.
 */
import { clientIp } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { userRoutes } from "@/lib/api/routes/users";
import { checkCredentials, issueToken } from "@/lib/users/accounts";

export const POST = handle(userRoutes.login, async ({ req, body }) => {
  return issueToken(await checkCredentials(clientIp(req), body.email, body.password));
});
