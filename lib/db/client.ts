/** The one database handle of the process: SQLite by default, PostgreSQL when DATABASE_URL says so. */
import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, type Transaction } from "kysely";
import { Pool } from "pg";
import { getConfig } from "@/lib/config";
import { processSingleton } from "@/lib/process-singleton";
import type { Database } from "./schema";
import { sqliteDialect } from "./sqlite-dialect";

type DatabaseKind = "sqlite" | "postgres";

/** The database, or a transaction on it: what a step that may run inside its caller's transaction takes. */
export type Db = Kysely<Database> | Transaction<Database>;

interface Handle {
  db: Kysely<Database>;
  kind: DatabaseKind;
}

function open(): Handle {
  const { database, SQLITE_BUSY_TIMEOUT_MS } = getConfig();
  if (database.kind === "postgres") {
    const pool = new Pool({
      connectionString: database.url,
      max: 10,
      connectionTimeoutMillis: 5_000,
    });
    // A dropped connection must not crash the process; the next query reconnects.
    pool.on("error", (error) => console.error("[db] idle client error:", error.message));
    // A client in use whose connection drops emits "error" too; with no listener that would be an
    // uncaught exception. The query it was running fails on its own (a 503), so only log it.
    pool.on("connect", (client) => {
      client.on("error", (error) => console.error("[db] connection lost:", error.message));
    });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      kind: "postgres",
    };
  }
  mkdirSync(path.dirname(path.resolve(database.file)), { recursive: true });
  const sqlite = new SQLite(database.file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  return {
    db: new Kysely<Database>({ dialect: sqliteDialect(sqlite) }),
    kind: "sqlite",
  };
}

function handle(): Handle {
  return processSingleton("db", open);
}

export function getDb(): Kysely<Database> {
  return handle().db;
}

export function databaseKind(): DatabaseKind {
  return handle().kind;
}

/** better-sqlite3 binds no booleans, so flags are written as 0/1 there and as booleans on PostgreSQL. */
export function writeFlag(value: boolean): boolean | number {
  return databaseKind() === "sqlite" ? (value ? 1 : 0) : value;
}
