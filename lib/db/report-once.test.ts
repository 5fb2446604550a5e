import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import { migrationProvider } from "./migrations";

/** An in-memory database at the schema before "one open report" was kept by the database. */
async function databaseBefore() {
  const sqlite = new SQLite(":memory:");
  sqlite.pragma("foreign_keys = ON");
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
  const migrator = new Migrator({ db, provider: migrationProvider("sqlite") });
  const before = await migrator.migrateTo("2026_11_28_payments");
  if (before.error) throw before.error;
  const user = sqlite.prepare(
    "insert into user (id, email, hashed_password, created_at) values (?, ?, 'x', '2027-03-01')",
  );
  user.run("sam", "sam@example.com");
  user.run("luna", "luna@example.com");
  sqlite
    .prepare(
      "insert into conversation (id, seeker_id, seer_id, created_at, updated_at) values ('c', 'sam', 'luna', '2027-03-01', '2027-03-01')",
    )
    .run();
  return { sqlite, migrator };
}

function report(sqlite: SQLite.Database, id: string, reporter: string, at: string) {
  sqlite
    .prepare(
      `insert into conversation_report (id, conversation_id, reporter_id, reported_id, reason, created_at)
       values (?, 'c', ?, null, 'spam', ?)`,
    )
    .run(id, reporter, at);
}

const openIds = (sqlite: SQLite.Database) =>
  (
    sqlite
      .prepare("select id from conversation_report where resolved_at is null order by id")
      .all() as { id: string }[]
  ).map((row) => row.id);

describe("one open report per reporter and conversation", () => {
  it("closes the repeats made before, then refuses a second open report until the first is dealt with", async () => {
    const { sqlite, migrator } = await databaseBefore();
    report(sqlite, "r1", "sam", "2027-03-01T10:00:00.000Z");
    report(sqlite, "r2", "sam", "2027-03-01T11:00:00.000Z");
    report(sqlite, "r3", "luna", "2027-03-01T12:00:00.000Z");

    const after = await migrator.migrateTo("2026_11_29_one_open_report");
    expect(after.error).toBeUndefined();
    // The first of Sam's stays open; the repeat is closed at its own time; Luna's is her own.
    expect(openIds(sqlite)).toEqual(["r1", "r3"]);
    expect(
      sqlite.prepare("select resolved_at from conversation_report where id = 'r2'").get(),
    ).toEqual({ resolved_at: "2027-03-01T11:00:00.000Z" });

    expect(() => report(sqlite, "r4", "sam", "2027-03-02T10:00:00.000Z")).toThrow(/UNIQUE/);
    sqlite
      .prepare("update conversation_report set resolved_at = '2027-03-02' where id = 'r1'")
      .run();
    report(sqlite, "r4", "sam", "2027-03-02T10:00:00.000Z");
    expect(openIds(sqlite)).toEqual(["r3", "r4"]);
  });
});
