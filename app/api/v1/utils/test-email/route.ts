/** Superusers check the mail set-up by sending themselves (or anyone) a test email. */
import { handle } from "@/lib/api/route";
import { utilRoutes } from "@/lib/api/routes/utils";
import { BRAND_NAME } from "@/lib/brand";
import { sendEmail } from "@/lib/email/send";

export const POST = handle(utilRoutes.testEmail, async ({ query }) => {
  await sendEmail({
    to: query.email_to,
    subject: `${BRAND_NAME} - Test email`,
    html: `<p>This is a test email from ${BRAND_NAME}. Your mail settings work.</p>`,
    text: `This is a test email from ${BRAND_NAME}. Your mail settings work.`,
  });
  return { message: "Test email sent" };
});
