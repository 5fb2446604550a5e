/** OAuth2 password login (form-encoded), as the template's clients send it. */
import { readForm } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request-info";
import { checkCredentials, issueToken } from "@/lib/users/accounts";
import { accessTokenFormSchema } from "@/lib/users/schema";

export const POST = apiRoute(async (req) => {
  const form = await readForm(req, accessTokenFormSchema);
  const user = await checkCredentials(clientIp(req), form.username, form.password);
  return issueToken(user);
});
