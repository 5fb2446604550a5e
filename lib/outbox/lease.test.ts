import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/schema";

// A throwaway SQLite database for this file: the queries read their connection from the config.
const dataDir = mkdtempSync(path.join(tmpdir(), "seers-outbox-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";

const { getDb } = await import("@/lib/db/client");
const { migrateToLatest } = await import("@/lib/db/migrate");
const { enqueueEmail } = await import("./enqueue");
const { claimDueRows, LEASE_MS, markFailed, markSent } = await import("./lease");

/** A second connection to the same file, as another instance would have. */
const other = new Kysely<Database>({
  dialect: new SqliteDialect({
    database: () => {
      const db = new SQLite(path.join(dataDir, "seers.db"));
      db.pragma("busy_timeout = 5000");
      return Promise.resolve(db);
    },
  }),
});

const T0 = Date.parse("2026-11-23T12:00:00.000Z");
const email = (n: number) => ({
  to: `r${n}@example.com`,
  subject: `s${n}`,
  html: "<p>x</p>",
  text: "x",
});
const enqueue = (n: number, availableAt = new Date(T0)) =>
  enqueueEmail(getDb(), email(n), { kind: "test", availableAt });

beforeAll(async () => {
  await migrateToLatest();
});
beforeEach(async () => {
  await getDb().deleteFrom("outbox").execute();
});
afterAll(async () => {
  await other.destroy();
  await getDb().destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("claimDueRows", () => {
  it("takes a due row for one owner only, and leaves rows that are not due yet", async () => {
    await enqueue(1);
    await enqueue(2, new Date(T0 + 60_000));
    const [mine, ...more] = await claimDueRows(getDb(), "sqlite", "a", T0, 5);
    expect(more).toEqual([]);
    expect(mine).toMatchObject({ status: "sending", lease_owner: "a" });
    expect(JSON.parse(mine?.payload ?? "{}").to).toBe("r1@example.com");
    expect(mine?.lease_until).toBe(new Date(T0 + LEASE_MS).toISOString());
    expect(await claimDueRows(other, "sqlite", "b", T0 + 1_000, 5)).toEqual([]);
  });

  it("gives a row whose lease ran out to another instance, and then only its word counts", async () => {
    await enqueue(1);
    const [row] = await claimDueRows(getDb(), "sqlite", "a", T0);
    expect(await claimDueRows(other, "sqlite", "b", T0 + LEASE_MS - 1)).toEqual([]);
    const [taken] = await claimDueRows(other, "sqlite", "b", T0 + LEASE_MS + 1);
    expect(taken?.id).toBe(row?.id);
    expect(await markSent(getDb(), row?.id ?? "", "a", T0 + LEASE_MS + 2)).toBe(false);
    expect(await markSent(other, row?.id ?? "", "b", T0 + LEASE_MS + 3)).toBe(true);
    expect(await claimDueRows(getDb(), "sqlite", "a", T0 + 10 * LEASE_MS)).toEqual([]);
  });

  it("never hands one row to two instances claiming at the same time", async () => {
    for (let n = 0; n < 40; n++) await enqueue(n);
    const claimAll = async (db: Kysely<Database>, owner: string) => {
      const ids: string[] = [];
      for (;;) {
        const rows = await claimDueRows(db, "sqlite", owner, T0, 3);
        if (rows.length === 0) return ids;
        ids.push(...rows.map((r) => r.id));
        await new Promise((r) => setImmediate(r));
      }
    };
    const [a, b] = await Promise.all([claimAll(getDb(), "a"), claimAll(other, "b")]);
    expect(a.length + b.length).toBe(40);
    expect(new Set([...a, ...b]).size).toBe(40);
    expect(a.length).toBeGreaterThan(0);
    expect(b.length).toBeGreaterThan(0);
  });

  it("puts a failed row back as pending with its next try time, or dead", async () => {
    await enqueue(1);
    const [row] = await claimDueRows(getDb(), "sqlite", "a", T0);
    if (!row) throw new Error("no row");
    const ok = await markFailed(getDb(), row, "a", {
      status: "pending",
      availableAtMs: T0 + 5_000,
      error: "connection refused",
    });
    expect(ok).toBe(true);
    expect(await claimDueRows(getDb(), "sqlite", "a", T0 + 4_999)).toEqual([]);
    const [again] = await claimDueRows(getDb(), "sqlite", "a", T0 + 5_000);
    expect(again).toMatchObject({ attempts: 1, last_error: "connection refused" });
  });
});
