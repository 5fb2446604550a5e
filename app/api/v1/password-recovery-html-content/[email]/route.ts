/** Superusers preview the recovery email an address would get. */
import { errors } from "@/lib/api/errors";
import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { loginRoutes } from "@/lib/api/routes/login";
import { findUserByEmail } from "@/lib/users/queries";
import { recoveryEmailFor } from "@/lib/users/recovery";

export const POST = handle(loginRoutes.recoveryHtmlContent, async ({ req, params }) => {
  const user = await findUserByEmail(params.email.slice(0, 320));
  if (!user) throw errors.userEmailNotFound();
  const email = await recoveryEmailFor(user, requestSiteUrl(req));
  return new Response(email.html, {
    headers: { "Content-Type": "text/html; charset=utf-8", Subject: email.subject },
  });
});
