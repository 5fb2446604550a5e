/** Brings the schema to the latest version; safe when several instances start at once. */
import "server-only";
import { Migrator } from "kysely";
import { databaseKind, getDb } from "./client";
import { migrationProvider } from "./migrations";

export async function migrateToLatest(): Promise<void> {
  // Kysely's migrator holds a lock row (SELECT ... FOR UPDATE on PostgreSQL, a write
  // transaction on SQLite), so a second instance waits and then finds nothing to do.
  const migrator = new Migrator({ db: getDb(), provider: migrationProvider(databaseKind()) });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === "Success") console.info(`[db] applied migration ${result.migrationName}`);
    if (result.status === "Error") console.error(`[db] migration ${result.migrationName} failed`);
  }
  if (error) throw error;
}
