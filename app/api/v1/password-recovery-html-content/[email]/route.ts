/** Superusers preview the recovery email an address would get. */
import { errors } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/handler";
import { requestSiteUrl } from "@/lib/api/request-info";
import { requireSuperuser } from "@/lib/auth/session";
import { findUserByEmail } from "@/lib/users/queries";
import { recoveryEmailFor } from "@/lib/users/recovery";

/** Next hands the segment over already decoded: decoding it again would misread a "%". */
type Params = { email: string };

export const POST = apiRoute<Params>(async (req, params) => {
  await requireSuperuser(req);
  const user = await findUserByEmail(params.email.slice(0, 320));
  if (!user) throw errors.userEmailNotFound();
  const email = await recoveryEmailFor(user, requestSiteUrl(req));
  return new Response(email.html, {
    headers: { "Content-Type": "text/html; charset=utf-8", Subject: email.subject },
  });
});
