/**
 * Superusers check the mail set-up by sending themselves (or anyone) a test email: through the
 * outbox, handed to the mail server before the answer (up to 5 s), retried by the job if it is down.
 */
import { handle } from "@/lib/api/route";
import { utilRoutes } from "@/lib/api/routes/utils";
import { BRAND_NAME } from "@/lib/brand";
import { getDb } from "@/lib/db/client";
import { sendAtOnce } from "@/lib/jobs/outbox";
import { enqueueEmail } from "@/lib/outbox/enqueue";

export const POST = handle(utilRoutes.testEmail, async ({ query }) => {
  const queued = await enqueueEmail(
    getDb(),
    {
      to: query.email_to,
      subject: `${BRAND_NAME} - Test email`,
      html: `<p>This is a test email from ${BRAND_NAME}. Your mail settings work.</p>`,
      text: `This is a test email from ${BRAND_NAME}. Your mail settings work.`,
    },
    { kind: "utils.test_email" },
  );
  await sendAtOnce(queued);
  return { message: "Test email sent" };
});
