/**
 * The conversations migration gives every booking made before it a conversation of its two
 * people (so a booking's page always links to one), on an embedded database with real rows.
 */
import Database from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrationProvider } from "@/lib/db/migrations";

let db: Kysely<unknown> | undefined;
afterEach(async () => {
  await db?.destroy();
});

const at = "2026-11-01T10:00:00.000Z";

async function insertUser(id: string) {
  await sql`insert into user (id, email, hashed_password, created_at)
    values (${id}, ${`${id}@example.com`}, 'x', ${at})`.execute(db as Kysely<unknown>);
}

describe("2026_11_26_conversations", () => {
  it("opens one conversation per seeker and Seer of the existing bookings", async () => {
    const sqlite = new Database(":memory:");
    sqlite.pragma("foreign_keys = ON");
    db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
    const migrator = new Migrator({ db, provider: migrationProvider("sqlite") });
    expect((await migrator.migrateTo("0006_catalog_indexes")).error).toBeUndefined();

    for (const id of ["seeker-1", "seeker-2", "seer-1"]) await insertUser(id);
    await sql`insert into listing (id, owner_id, slug, status, display_name, created_at, updated_at)
      values ('listing-1', 'seer-1', 'seer-one', 'published', 'Seer One', ${at}, ${at}),
             ('sample', null, 'sample-coach', 'published', 'Sample', ${at}, ${at})`.execute(db);
    const booking = (id: string, seeker: string, listing: string) =>
      sql`insert into booking (id, listing_id, seeker_id, start_at, end_at, hours,
          hourly_rate_cents, total_cents, status, expires_at, created_at, updated_at)
        values (${id}, ${listing}, ${seeker}, ${at}, ${at}, 1, 6000, 6000, 'requested', ${at}, ${at}, ${at})`.execute(
        db as Kysely<unknown>,
      );
    // Two bookings of one pair, one of another seeker, one with a sample coach (nobody behind it).
    await booking("b1", "seeker-1", "listing-1");
    await booking("b2", "seeker-1", "listing-1");
    await booking("b3", "seeker-2", "listing-1");
    await booking("b4", "seeker-2", "sample");

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const conversations = await sql<{ seeker_id: string; seer_id: string; last_seq: number }>`
      select seeker_id, seer_id, last_seq from conversation order by seeker_id`.execute(db);
    expect(conversations.rows).toEqual([
      { seeker_id: "seeker-1", seer_id: "seer-1", last_seq: 0 },
      { seeker_id: "seeker-2", seer_id: "seer-1", last_seq: 0 },
    ]);
    const people = await sql<{ user_id: string; role: string }>`
      select user_id, role from conversation_participant order by user_id, role`.execute(db);
    expect(people.rows).toEqual([
      { user_id: "seeker-1", role: "seeker" },
      { user_id: "seeker-2", role: "seeker" },
      { user_id: "seer-1", role: "seer" },
      { user_id: "seer-1", role: "seer" },
    ]);
  });
});
