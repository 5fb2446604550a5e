import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { type Generated, Kysely, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { sqliteDialect } from "./sqlite-dialect";

type Schema = { note: { id: Generated<number>; body: string } };

const dirs: string[] = [];

/** A second process's connection to the same file: one instance's request and another's job. */
function connect(file: string) {
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 50");
  return sqlite;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("SQLite transactions", () => {
  it("hold the write lock from their start, so a read-then-write is not failed by another writer", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "seers-sqlite-dialect-"));
    dirs.push(dir);
    const file = path.join(dir, "app.db");
    const ours = connect(file);
    ours.exec("create table note (id integer primary key, body text not null)");
    ours.exec("insert into note (body) values ('first')");
    const other = connect(file);
    const db = new Kysely<Schema>({ dialect: sqliteDialect(ours) });

    let otherWrite: unknown = "not tried";
    const written = await db.transaction().execute(async (trx) => {
      const count = await trx
        .selectFrom("note")
        .select(sql<number>`count(*)`.as("n"))
        .executeTakeFirstOrThrow();
      // Another process writes between our read and our write: it must wait for us (and here,
      // with 50 ms of patience, give up), not make our transaction fail.
      try {
        other.prepare("insert into note (body) values ('theirs')").run();
        otherWrite = "written";
      } catch (error) {
        otherWrite = (error as { code?: string }).code;
      }
      await trx
        .insertInto("note")
        .values({ body: `after ${count.n}` })
        .execute();
      return count.n;
    });

    expect(written).toBe(1);
    expect(otherWrite).toBe("SQLITE_BUSY");
    const bodies = ours.prepare("select body from note order by id").pluck().all();
    expect(bodies).toEqual(["first", "after 1"]);
    await db.destroy();
    other.close();
  });
});

describe("SQLite statements", () => {
  it("are prepared once per SQL text and still see a column added afterwards", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "seers-sqlite-dialect-"));
    dirs.push(dir);
    const sqlite = connect(path.join(dir, "app.db"));
    sqlite.exec("create table note (id integer primary key, body text not null)");
    let prepared = 0;
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((source: string) => {
      prepared += 1;
      return prepare(source);
    }) as typeof sqlite.prepare;
    const db = new Kysely<Schema>({ dialect: sqliteDialect(sqlite) });

    for (const body of ["one", "two", "three"])
      await db.insertInto("note").values({ body }).execute();
    const read = () => db.selectFrom("note").selectAll().orderBy("id").execute();
    expect((await read()).map((row) => row.body)).toEqual(["one", "two", "three"]);
    expect(prepared).toBe(2);

    await sql`alter table note add column mood text`.execute(db);
    expect((await read())[0]).toEqual({ id: 1, body: "one", mood: null });
    await db.destroy();
  });
});
