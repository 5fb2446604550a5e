/** Start-up work that needs Node.js: kept apart so the Edge build of instrumentation never sees it. */
import { startBackgroundJobs } from "@/lib/jobs/start";
import { ensureReady } from "@/lib/startup";

export async function startNodeServer(): Promise<void> {
  try {
    await ensureReady();
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    // A bad setting is the operator's to fix: stop with a message that names it.
    if (failure.name === "ConfigError") {
      console.error(failure.message);
      process.exit(1);
    }
    // The database may be down at start: serve anyway (health-check says 503) and retry per request.
    console.error("[startup] database not ready:", failure.message);
  }
  // The outbox and other workers; they wait for the database themselves if it is still down.
  startBackgroundJobs();
}
