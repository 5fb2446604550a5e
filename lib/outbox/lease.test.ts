import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/schema";
import { DAY_MS } from "@/lib/durations";

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
/** The `n`-th email to one person (the address's case varies: it is one person all the same). */
const toAda = (n: number, availableAt = new Date(T0)) =>
  enqueueEmail(
    getDb(),
    { ...email(n), to: n % 2 ? "Ada@Example.com" : "ada@example.com" },
    { kind: "test", availableAt },
  );
const subjects = (rows: { payload: string }[]) => rows.map((r) => JSON.parse(r.payload).subject);

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

describe("one person's emails", () => {
  /** Claims her next email as instance `owner` and marks it sent; its subject, or none. */
  const sendNext = async (db: Kysely<Database>, owner: string, atMs = T0) => {
    const rows = await claimDueRows(db, "sqlite", owner, atMs, 5);
    const hers = rows.filter((r) => r.recipient === "ada@example.com");
    expect(hers.length).toBeLessThanOrEqual(1);
    for (const row of rows) await markSent(db, row.id, owner, atMs);
    return subjects(hers)[0];
  };

  it("go out one at a time, in the order they were written, beside other people's", async () => {
    // One instant for all: ids are random, so only the written order can break the tie.
    for (let n = 1; n <= 8; n++) await toAda(n);
    await enqueue(9);
    const first = await claimDueRows(getDb(), "sqlite", "a", T0, 5);
    expect(subjects(first)).toEqual(["s1", "s9"]);
    expect(first[0]?.recipient).toBe("ada@example.com");
    // While her first is out, another instance finds none of hers.
    expect(await claimDueRows(other, "sqlite", "b", T0, 5)).toEqual([]);
    await markSent(getDb(), first[0]?.id ?? "", "a", T0);
    const order = ["s1"];
    for (let n = 2; n <= 8; n++) order.push(await sendNext(n % 2 ? getDb() : other, `i${n % 2}`));
    expect(order).toEqual(["s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8"]);
  });

  it("wait behind an older one whose sender stopped mid-send until it is taken over", async () => {
    await toAda(1);
    await toAda(2);
    const [held] = await claimDueRows(getDb(), "sqlite", "a", T0);
    // Instance a stops. Before its lease runs out nothing of hers moves; after, the older first.
    expect(await claimDueRows(other, "sqlite", "b", T0 + LEASE_MS - 1, 5)).toEqual([]);
    const taken = await claimDueRows(other, "sqlite", "b", T0 + LEASE_MS + 1, 5);
    expect(taken.map((r) => r.id)).toEqual([held?.id]);
    await markSent(other, held?.id ?? "", "b", T0 + LEASE_MS + 2);
    expect(await sendNext(other, "b", T0 + LEASE_MS + 3)).toBe("s2");
  });

  it("wait behind an older one that failed and waits out its back-off, not behind a dead one", async () => {
    await toAda(1);
    await toAda(2);
    await toAda(3);
    const [first] = await claimDueRows(getDb(), "sqlite", "a", T0);
    if (!first) throw new Error("no row");
    await markFailed(getDb(), first, "a", {
      status: "pending",
      availableAtMs: T0 + 5_000,
      error: "connection refused",
    });
    // The mail server came back at once: still, the retried email goes out before the next.
    expect(await claimDueRows(other, "sqlite", "b", T0 + 1_000, 5)).toEqual([]);
    const [again] = await claimDueRows(other, "sqlite", "b", T0 + 5_000, 5);
    expect(again?.id).toBe(first.id);
    // Given up on for good: it no longer holds the others back.
    await markFailed(other, { ...first, attempts: 1 }, "b", {
      status: "dead",
      availableAtMs: T0 + 5_000,
      error: "550 rejected",
    });
    expect(await sendNext(getDb(), "a", T0 + 5_001)).toBe("s2");
    expect(await sendNext(getDb(), "a", T0 + 5_002)).toBe("s3");
  });

  it("are not held back by an older one scheduled for later that has not been tried", async () => {
    await toAda(1, new Date(T0 + DAY_MS));
    await toAda(2);
    expect(await sendNext(getDb(), "a")).toBe("s2");
    expect(await sendNext(getDb(), "a")).toBeUndefined();
    expect(await sendNext(getDb(), "a", T0 + DAY_MS)).toBe("s1");
  });

  it("keep no order among rows written before recipients were recorded", async () => {
    await toAda(1);
    await toAda(2);
    await getDb().updateTable("outbox").set({ recipient: null }).execute();
    expect(await claimDueRows(getDb(), "sqlite", "a", T0, 5)).toHaveLength(2);
  });

  it("never go out two at once, or out of order, when two instances claim together", async () => {
    const people = ["p0", "p1", "p2", "p3"];
    for (let n = 0; n < 40; n++) {
      await enqueueEmail(
        getDb(),
        { ...email(n), to: `${people[n % people.length]}@example.com` },
        { kind: "test", availableAt: new Date(T0) },
      );
    }
    const out = new Set<string>();
    const order: string[] = [];
    const work = async (db: Kysely<Database>, owner: string) => {
      for (let idle = 0; idle < 5; ) {
        const rows = await claimDueRows(db, "sqlite", owner, T0, 3);
        idle = rows.length ? 0 : idle + 1;
        for (const row of rows) {
          expect(out.has(row.recipient ?? ""), `two of ${row.recipient} at once`).toBe(false);
          out.add(row.recipient ?? "");
        }
        await new Promise((r) => setImmediate(r));
        for (const row of rows) {
          order.push(JSON.parse(row.payload).subject);
          out.delete(row.recipient ?? "");
          await markSent(db, row.id, owner, T0);
        }
      }
    };
    await Promise.all([work(getDb(), "a"), work(other, "b")]);
    expect(order).toHaveLength(40);
    for (let p = 0; p < people.length; p++) {
      const theirs = order.filter((s) => Number(s.slice(1)) % people.length === p);
      expect(theirs).toEqual([...theirs].sort((x, y) => Number(x.slice(1)) - Number(y.slice(1))));
    }
  });
});
