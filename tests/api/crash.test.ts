/**
 * Crash safety: several clients write items while the server is killed with SIGKILL. After a
 * restart on the same data, every write that got a 200 is there, nothing unasked-for is, and the
 * database is sound (SQLite `integrity_check`; on PostgreSQL, constraints and counts agree).
 */
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { call, newUser } from "../support/api-client";
import { createPostgresDatabase, testTarget } from "../support/database";
import { type RunningServer, startServer, tempDataDir } from "../support/server";

const CLIENTS = 4;
const target = testTarget();

type Client = { token: string; attempted: Set<string>; acknowledged: Set<string> };

/** Writes items one after another until the server stops answering. */
async function writeUntilDown(base: string, client: Client, prefix: string) {
  for (let n = 0; ; n++) {
    const title = `${prefix}-${n}`;
    client.attempted.add(title);
    try {
      const res = await call("POST", "/items/", {
        base,
        token: client.token,
        json: { title, description: "written under fire" },
      });
      if (res.status === 200) client.acknowledged.add(title);
      else expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    } catch {
      return; // the connection died with the server
    }
  }
}

describe(`a server killed mid-write (${target})`, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("keeps every acknowledged write and stays sound after SIGKILL and restart", async () => {
    const dataDir = tempDataDir();
    const env: Record<string, string> = { DATA_DIR: dataDir };
    let databaseUrl = "";
    if (target === "postgres") {
      const db = await createPostgresDatabase();
      databaseUrl = db.url;
      env.DATABASE_URL = db.url;
      cleanups.push(db.drop);
    }

    const first: RunningServer = await startServer(env);
    cleanups.push(first.stop);
    const clients: Client[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const user = await newUser({}, first.url);
      clients.push({ token: user.token, attempted: new Set(), acknowledged: new Set() });
    }

    const writers = clients.map((client, i) => writeUntilDown(first.url, client, `c${i}`));
    // Let the writers get going (some 20 writes in, however slow the machine), then pull the
    // plug without warning, while they are still writing.
    const acknowledgedSoFar = () => clients.reduce((sum, c) => sum + c.acknowledged.size, 0);
    for (const started = Date.now(); acknowledgedSoFar() < 20 && Date.now() - started < 30_000; ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await first.kill();
    await Promise.all(writers);
    const acknowledged = acknowledgedSoFar();
    expect(acknowledged, "the writers got some writes in before the kill").toBeGreaterThan(10);
    console.info(`[crash] ${acknowledged} writes acknowledged before SIGKILL (${target})`);

    const second = await startServer(env);
    cleanups.push(second.stop);
    for (const client of clients) {
      const list = await call("GET", "/items/?limit=1000", {
        base: second.url,
        token: client.token,
      });
      expect(list.status).toBe(200);
      const stored = new Set((list.body.data as { title: string }[]).map((item) => item.title));
      for (const title of client.acknowledged) expect(stored.has(title), title).toBe(true);
      for (const title of stored) expect(client.attempted.has(title), title).toBe(true);
      expect(list.body.count).toBe(stored.size);
    }
    // The restarted server takes writes again.
    const after = await call("POST", "/items/", {
      base: second.url,
      token: (clients[0] as Client).token,
      json: { title: "after the crash" },
    });
    expect(after.status).toBe(200);
    await second.stop();

    if (target === "sqlite") {
      const db = new Database(path.join(dataDir, "seers.db"), { readonly: true });
      try {
        expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
        expect(db.pragma("foreign_key_check")).toEqual([]);
      } finally {
        db.close();
      }
    } else {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const orphans = await client.query(
          'select count(*)::int as n from item left join "user" on item.owner_id = "user".id where "user".id is null',
        );
        expect(orphans.rows[0].n).toBe(0);
        const duplicates = await client.query(
          'select email from "user" group by email having count(*) > 1',
        );
        expect(duplicates.rows).toEqual([]);
        // Every index still answers the same as a scan of the table.
        await client.query("set enable_seqscan = off");
        const byIndex = await client.query(
          "select count(*)::int as n from \"user\" where email > ''",
        );
        await client.query(
          "set enable_seqscan = on; set enable_indexscan = off; set enable_bitmapscan = off",
        );
        const byScan = await client.query(
          "select count(*)::int as n from \"user\" where email > ''",
        );
        expect(byIndex.rows[0].n).toBe(byScan.rows[0].n);
      } finally {
        await client.end();
      }
    }
  }, 120_000);
});
