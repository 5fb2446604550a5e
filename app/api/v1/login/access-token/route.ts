/** OAuth2 password login (form-encoded), as the template's clients send it. */
import { clientIp } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { loginRoutes } from "@/lib/api/routes/login";
import { checkCredentials, issueToken } from "@/lib/users/accounts";

export const POST = handle(loginRoutes.accessToken, async ({ req, body }) => {
  const user = await checkCredentials(clientIp(req), body.username, body.password);
  return issueToken(user);
});
