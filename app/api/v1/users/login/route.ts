/** The marketplace's JSON login: email, password and the account type the person chose. */
import { clientIp } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { userRoutes } from "@/lib/api/routes/users";
import { checkCredentials, issueToken, requireAccountType } from "@/lib/users/accounts";

export const POST = handle(userRoutes.login, async ({ req, body }) => {
  const user = await checkCredentials(clientIp(req), body.email, body.password);
  requireAccountType(user, body.type);
  return issueToken(user);
});
