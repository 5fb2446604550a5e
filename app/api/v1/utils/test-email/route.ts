/** Superusers check the mail set-up by sending themselves (or anyone) a test email. */
import { apiRoute, parseQuery } from "@/lib/api/handler";
import { requireSuperuser } from "@/lib/auth/session";
import { BRAND_NAME } from "@/lib/brand";
import { testEmailQuerySchema } from "@/lib/email/schema";
import { sendEmail } from "@/lib/email/send";

export const POST = apiRoute(async (req) => {
  await requireSuperuser(req);
  const { email_to } = parseQuery(req, testEmailQuerySchema);
  await sendEmail({
    to: email_to,
    subject: `${BRAND_NAME} - Test email`,
    html: `<p>This is a test email from ${BRAND_NAME}. Your mail settings work.</p>`,
    text: `This is a test email from ${BRAND_NAME}. Your mail settings work.`,
  });
  return Response.json({ message: "Test email sent" }, { status: 201 });
});
