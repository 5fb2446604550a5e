/**
 * SQLite cannot change a column's constraints in place: it takes the documented rebuild (a new
 * table, the rows copied, the old one dropped, the new one renamed, its indexes made again; see
 * sqlite.org/lang_altertable.html, "other kinds of table schema changes"). The new table is made
 * from the old one's own CREATE statement, so columns other migrations added come along.
 */
import { type Kysely, sql } from "kysely";

/** A reference that stops taking the row along: nullable, and set to null when its row goes. */
export type LooserReference = { table: string; column: string; references: string };

/** `"col" text not null references "t" ("id") on delete cascade` → `"col" text references "t" ("id") on delete set null`. */
export function loosenReference(createTable: string, ref: LooserReference): string {
  const pattern = new RegExp(
    `("${ref.column}" [a-z]+(?:\\(\\d+\\))?) not null (references "${ref.references}" \\("id"\\)) on delete cascade`,
  );
  if (!pattern.test(createTable)) {
    throw new Error(`${ref.table}.${ref.column}: no cascading reference to loosen`);
  }
  return createTable.replace(pattern, "$1 $2 on delete set null");
}

type SchemaRow = { type: string; sql: string };

/**
 * Rebuilds each named table with its references loosened, all in one transaction. Foreign keys
 * are off meanwhile (dropping a table with them on would first delete its rows, and set null or
 * cascade into the tables that point at it), and checked whole before the commit.
 */
export async function loosenReferences(
  db: Kysely<unknown>,
  refs: readonly LooserReference[],
): Promise<void> {
  const tables = [...new Set(refs.map((ref) => ref.table))];
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    try {
      for (const table of tables) {
        const schema = await sql<SchemaRow>`
          select type, sql from sqlite_master where tbl_name = ${table} and sql is not null
        `.execute(db);
        const create = schema.rows.find((row) => row.type === "table")?.sql;
        if (!create) throw new Error(`no table ${table} to rebuild`);
        const loosened = refs
          .filter((ref) => ref.table === table)
          .reduce((statement, ref) => loosenReference(statement, ref), create);
        const rebuilt = `${table}__rebuilt`;
        await sql
          .raw(loosened.replace(/^CREATE TABLE "[^"]+"/i, `CREATE TABLE "${rebuilt}"`))
          .execute(db);
        await sql.raw(`insert into "${rebuilt}" select * from "${table}"`).execute(db);
        await sql.raw(`drop table "${table}"`).execute(db);
        await sql.raw(`alter table "${rebuilt}" rename to "${table}"`).execute(db);
        for (const other of schema.rows.filter((row) => row.type !== "table")) {
          await sql.raw(other.sql).execute(db);
        }
      }
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) {
        throw new Error(`foreign keys broken by the rebuild: ${JSON.stringify(broken.rows)}`);
      }
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    // The application's connections always run with foreign keys on (lib/db/client.ts).
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
