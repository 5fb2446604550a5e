/**
 * Helpers for booking tests: a published Seer, the server's clock moved under a lock (the tests
 * of one file may run at once against its worker's server, so every test that depends on "now"
 * holds it), and outbox rows read
 * straight from the server's database until the outbox worker sends them.
 */
import { createHash } from "node:crypto";
import { mkdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { baseUrl, call, type Json, superuserToken } from "./api-client";
import { seerWithCompleteListing } from "./listings";
import { workerServer } from "./worker-server";

/**
 * A Seer whose listing (Europe/Paris; Mon 09–12 and 13–17, Tue 10–18; $60/h; 1 or 2 h) is
 * published; on the suite's server, or on `base` with that server's superuser token.
 */
export async function publishedSeer(on?: { base: string; adminToken: string }) {
  const base = on?.base;
  const seer = await seerWithCompleteListing(base);
  const submitted = await call("POST", "/users/me/listing/submit", { base, token: seer.token });
  if (submitted.status !== 200) throw new Error(`submit: ${JSON.stringify(submitted.body)}`);
  const approved = await call("POST", `/listings/${seer.listing.slug}/approve`, {
    base,
    token: on?.adminToken ?? (await superuserToken()),
  });
  if (approved.status !== 200) throw new Error(`approve: ${JSON.stringify(approved.body)}`);
  return { ...seer, slug: seer.listing.slug };
}

/**
 * Runs the server's background jobs once now (the sweeps, then the outbox) and returns when they
 * are done: what is due by the server's clock has been written and sent, and what was not sent
 * is known not to be due, without waiting out the jobs' intervals.
 */
export async function runServerJobs(base?: string) {
  const res = await call("POST", "/utils/jobs", { base });
  if (res.status !== 200) throw new Error(`jobs: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * Moves the server's clock to `at` (null: back to real time); it runs on from there. The jobs are
 * not run here: a test that checks an edge a second away reads the server at once.
 */
export async function setServerClock(at: Date | string | null) {
  const now = at === null ? null : new Date(at).toISOString();
  const res = await call("PUT", "/utils/clock", { json: { now } });
  if (res.status !== 200) throw new Error(`clock: ${res.status} ${JSON.stringify(res.body)}`);
}

function lockDir(): string {
  const key = createHash("sha1").update(baseUrl()).digest("hex").slice(0, 12);
  return path.join(tmpdir(), `seers-clock-${key}.lock`);
}

/** Runs `work` holding the server's clock alone; the clock is reset when it ends. */
export async function withClock<T>(work: () => Promise<T>): Promise<T> {
  const dir = lockDir();
  for (;;) {
    try {
      mkdirSync(dir);
      break;
    } catch {
      // A holder that died leaves its lock behind; two minutes is longer than any test holds it.
      try {
        if (Date.now() - statSync(dir).mtimeMs > 120_000) rmSync(dir, { recursive: true });
      } catch {
        // released meanwhile
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  try {
    return await work();
  } finally {
    await setServerClock(null).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}

export type OutboxRow = {
  kind: string;
  dedupe_key: string | null;
  payload: Json;
  available_at: string;
};

/** The outbox rows whose dedupe key names this booking. */
export function outboxFor(bookingId: string): Promise<OutboxRow[]> {
  return outboxMatching(`booking:${bookingId}:%`);
}

/** The outbox rows whose dedupe key is `like` this pattern, oldest first. */
export async function outboxMatching(pattern: string): Promise<OutboxRow[]> {
  const url = workerServer().databaseUrl;
  let rows: { kind: string; dedupe_key: string | null; payload: string; available_at: unknown }[];
  if (url.startsWith("sqlite:")) {
    const db = new Database(url.slice("sqlite:".length), { readonly: true, fileMustExist: true });
    try {
      rows = db
        .prepare(
          "select kind, dedupe_key, payload, available_at from outbox where dedupe_key like ? order by created_at",
        )
        .all(pattern) as typeof rows;
    } finally {
      db.close();
    }
  } else {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      rows = (
        await client.query(
          "select kind, dedupe_key, payload, available_at from outbox where dedupe_key like $1 order by created_at",
          [pattern],
        )
      ).rows;
    } finally {
      await client.end();
    }
  }
  return rows.map((row) => ({
    ...row,
    payload: JSON.parse(row.payload) as Json,
    available_at: new Date(row.available_at as string).toISOString(),
  }));
}

/**
 * Runs one write on the server's own database, for a state the API cannot make (e.g. a line kept
 * before a column existed). `text` uses `?` placeholders on both databases.
 */
export async function writeServerRows(text: string, params: unknown[]): Promise<void> {
  const url = workerServer().databaseUrl;
  if (url.startsWith("sqlite:")) {
    const db = new Database(url.slice("sqlite:".length), { fileMustExist: true });
    db.pragma("busy_timeout = 5000");
    try {
      db.prepare(text).run(...params);
    } finally {
      db.close();
    }
    return;
  }
  let n = 0;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      text.replaceAll("?", () => `$${++n}`),
      params,
    );
  } finally {
    await client.end();
  }
}

/**
 * A published Seer with whom `seeker` has a completed session (booked, accepted and marked completed
 * with the server's clock moved past its end): what a review needs.
 */
export async function completedSessionWith(seeker: { token: string }) {
  const seer = await publishedSeer();
  await withClock(async () => {
    await setServerClock("2027-03-01T00:00:00Z");
    const booked = await call("POST", "/bookings/", {
      token: seeker.token,
      json: { coach_slug: seer.slug, start: "2027-03-02T09:00:00Z", hours: 1 },
    });
    if (booked.status !== 200) throw new Error(`book: ${JSON.stringify(booked.body)}`);
    const path = `/bookings/${booked.body.id as string}`;
    await call("POST", `${path}/accept`, { token: seer.token });
    await setServerClock("2027-03-02T10:00:00Z");
    const done = await call("POST", `${path}/complete`, { token: seer.token });
    if (done.status !== 200) throw new Error(`complete: ${JSON.stringify(done.body)}`);
  });
  return seer;
}
