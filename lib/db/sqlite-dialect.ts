/**
 * SQLite through Kysely, with every transaction taking the database's write lock when it begins
 * (BEGIN IMMEDIATE). Kysely's own SQLite transactions begin deferred: one that reads and then
 * writes fails at once with SQLITE_BUSY_SNAPSHOT when another process (a second instance on the
 * same file, or its jobs) wrote in between, which a user met as a 500. Begun immediate, it waits
 * its turn (busy_timeout) instead. In one process nothing changes: better-sqlite3 has one
 * connection and Kysely already runs its transactions one at a time.
 */
import type BetterSqlite3 from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  SqliteDriver,
} from "kysely";

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #database: BetterSqlite3.Database;

  constructor(database: BetterSqlite3.Database) {
    super({ database });
    this.#database = database;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver({ database: this.#database });
  }
}

export function sqliteDialect(database: BetterSqlite3.Database): SqliteDialect {
  return new ImmediateSqliteDialect(database);
}
