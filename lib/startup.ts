/** Everything the server needs before its first request: configuration, schema, seed data. */
import "server-only";
import { getConfig } from "@/lib/config";
import { migrateToLatest } from "@/lib/db/migrate";
import { forgetProcessSingleton, processSingleton } from "@/lib/process-singleton";
import { vapidKeys } from "@/lib/push/vapid";
import { seed } from "@/lib/seed/accounts";
import { seedSampleEvents } from "@/lib/seed/sample-events";
import { seedSampleListings } from "@/lib/seed/sample-listings";

/** Runs once per process; later callers share the same promise. A failure is retried next time. */
export function ensureReady(): Promise<void> {
  return processSingleton("ready", () =>
    (async () => {
      getConfig();
      await migrateToLatest();
      // The first instance to start generates the VAPID pair when none is configured.
      await vapidKeys();
      await seed();
      await seedSampleListings();
      // Hosted by the sample coaches and the demo Seer, so after both.
      await seedSampleEvents();
    })().catch((error: unknown) => {
      forgetProcessSingleton("ready");
      throw error;
    }),
  );
}
