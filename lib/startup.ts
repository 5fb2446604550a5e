/** Everything the server needs before its first request: configuration, schema, seed data. */
import "server-only";
import { getConfig } from "@/lib/config";
import { migrateToLatest } from "@/lib/db/migrate";
import { seed } from "@/lib/db/seed";

const globalForStartup = globalThis as unknown as { seersReady?: Promise<void> };

/** Runs once per process; later callers share the same promise. A failure is retried next time. */
export function ensureReady(): Promise<void> {
  globalForStartup.seersReady ??= (async () => {
    getConfig();
    await migrateToLatest();
    await seed();
  })().catch((error: unknown) => {
    globalForStartup.seersReady = undefined;
    throw error;
  });
  return globalForStartup.seersReady;
}
