/**
 * SQLite through Kysely, with every transaction taking the database's write lock when it begins
 * (BEGIN IMMEDIATE). Kysely's own SQLite transactions begin deferred: one that reads and then
 * writes fails at once with SQLITE_BUSY_SNAPSHOT when another process (a second instance on the
 * same file, or its jobs) wrote in between, which a user met as a 500. Begun immediate, it waits
 * its turn (busy_timeout) instead. In one process nothing changes: better-sqlite3 has one
 * connection and Kysely already runs its transactions one at a time.
 *
 * Kysely also prepares every query anew; here each SQL text is prepared once and its statement
 * reused (SQLite re-prepares a statement itself when the schema changes). Preparing was a tenth
 * of a request's work in the server.
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

/** How many distinct statements are kept: the app's queries, with room for `in (...)` lists. */
const STATEMENTS_KEPT = 1000;

/**
 * `database`, whose prepare() returns the statement already prepared for the same SQL. Safe as
 * Kysely runs each statement to its end at once (all() or run()), one query at a time.
 */
function reusingStatements(database: BetterSqlite3.Database): BetterSqlite3.Database {
  const prepared = new Map<string, BetterSqlite3.Statement>();
  const prepare = (source: string) => {
    let statement = prepared.get(source);
    if (!statement) {
      if (prepared.size >= STATEMENTS_KEPT) prepared.clear();
      statement = database.prepare(source);
      prepared.set(source, statement);
    }
    return statement;
  };
  return new Proxy(database, {
    get: (target, property) => {
      if (property === "prepare") return prepare;
      const value = Reflect.get(target, property, target);
      // better-sqlite3's methods must be called on the database itself, not on this proxy.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #database: BetterSqlite3.Database;

  constructor(database: BetterSqlite3.Database) {
    const reusing = reusingStatements(database);
    super({ database: reusing });
    this.#database = reusing;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver({ database: this.#database });
  }
}

export function sqliteDialect(database: BetterSqlite3.Database): SqliteDialect {
  return new ImmediateSqliteDialect(database);
}
