/**
 * Tests run this server's background jobs once now and get the answer when they are done
 * (ENVIRONMENT=local only): after moving the clock, a test waits on the sweep and the outbox
 * themselves instead of on their intervals, and "nothing was sent" is known, not hoped for.
 */
import { errors } from "@/lib/api/errors";
import { handle } from "@/lib/api/route";
import { utilRoutes } from "@/lib/api/routes/utils";
import { getConfig } from "@/lib/config";
import { runJobsNow } from "@/lib/jobs/runner";

export const POST = handle(utilRoutes.runJobs, async () => {
  if (getConfig().ENVIRONMENT !== "local") throw errors.notFound();
  return { ran: await runJobsNow() };
});
