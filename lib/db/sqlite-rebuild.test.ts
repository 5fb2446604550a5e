import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrationProvider } from "./migrations";
import { loosenReference } from "./sqlite-rebuild";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A database file at the schema before accounts could close without taking bookings along. */
async function databaseBefore() {
  const dir = mkdtempSync(path.join(tmpdir(), "seers-rebuild-"));
  dirs.push(dir);
  const sqlite = new SQLite(path.join(dir, "seers.db"));
  sqlite.pragma("foreign_keys = ON");
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
  const migrator = new Migrator({ db, provider: migrationProvider("sqlite") });
  const before = await migrator.migrateTo("0006_catalog_indexes");
  if (before.error) throw before.error;
  return { sqlite, db, migrator };
}

const stamp = "2027-03-01T00:00:00.000Z";

function seed(sqlite: SQLite.Database) {
  const user = sqlite.prepare(
    "insert into user (id, email, hashed_password, created_at) values (?, ?, 'x', ?)",
  );
  user.run("seer", "seer@example.com", stamp);
  user.run("seeker", "seeker@example.com", stamp);
  sqlite
    .prepare(
      "insert into listing (id, owner_id, slug, status, display_name, created_at, updated_at) values ('listing', 'seer', 'ada-vale', 'published', 'Ada Vale', ?, ?)",
    )
    .run(stamp, stamp);
  sqlite
    .prepare(
      `insert into booking (id, listing_id, seeker_id, start_at, end_at, hours, hourly_rate_cents,
        total_cents, status, expires_at, note, ics_sequence, created_at, updated_at)
       values ('booking', 'listing', 'seeker', ?, ?, 1, 6000, 6000, 'completed', ?, 'Hello', 2, ?, ?)`,
    )
    .run(stamp, stamp, stamp, stamp, stamp);
  sqlite
    .prepare(
      `insert into review (id, coach_slug, user_id, rating, body, created_at, updated_at, booking_id)
       values ('review', 'ada-vale', 'seeker', 5, 'Kind', ?, ?, 'booking')`,
    )
    .run(stamp, stamp);
}

const one = (sqlite: SQLite.Database, query: string) =>
  sqlite.prepare(query).get() as Record<string, unknown>;

describe("the migration that lets an account close", () => {
  it("keeps every row and index, and from then on nulls the reference instead of deleting", async () => {
    const { sqlite, db, migrator } = await databaseBefore();
    seed(sqlite);
    const bookingBefore = one(sqlite, "select * from booking");
    const indexesBefore = sqlite
      .prepare("select name from sqlite_master where type = 'index' order by name")
      .all();

    const after = await migrator.migrateToLatest();
    expect(after.error).toBeUndefined();
    // Every value the booking had is kept (later migrations may add columns of their own).
    expect(one(sqlite, "select * from booking")).toMatchObject(bookingBefore);
    // Rebuilding `booking` did not set the review's reference to it to null.
    expect(one(sqlite, "select booking_id, user_id from review")).toEqual({
      booking_id: "booking",
      user_id: "seeker",
    });
    expect(
      sqlite.prepare("select name from sqlite_master where type = 'index' order by name").all(),
    ).toEqual(expect.arrayContaining(indexesBefore));
    expect(sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(sqlite.pragma("foreign_key_check")).toEqual([]);

    sqlite.prepare("delete from user where id = 'seeker'").run();
    expect(one(sqlite, "select seeker_id, status from booking")).toEqual({
      seeker_id: null,
      status: "completed",
    });
    expect(one(sqlite, "select user_id, body from review")).toEqual({
      user_id: null,
      body: "Kind",
    });
    sqlite.prepare("delete from user where id = 'seer'").run();
    expect(one(sqlite, "select count(*) as n from listing")).toEqual({ n: 0 });
    expect(one(sqlite, "select listing_id, note from booking")).toEqual({
      listing_id: null,
      note: "Hello",
    });
    await db.destroy();
  });
});

describe("loosenReference", () => {
  const create =
    'CREATE TABLE "booking" ("id" text primary key, "seeker_id" text not null references "user" ("id") on delete cascade, "mode" varchar(10) default \'online\' not null)';

  it("makes the column nullable and set to null when its row goes, leaving the rest", () => {
    expect(
      loosenReference(create, { table: "booking", column: "seeker_id", references: "user" }),
    ).toBe(
      'CREATE TABLE "booking" ("id" text primary key, "seeker_id" text references "user" ("id") on delete set null, "mode" varchar(10) default \'online\' not null)',
    );
  });

  it("refuses a column that has no cascading reference", () => {
    expect(() =>
      loosenReference(create, { table: "booking", column: "mode", references: "user" }),
    ).toThrow("booking.mode: no cascading reference to loosen");
  });
});
