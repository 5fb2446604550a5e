/**
 * Helpers for the payments suites: a server of their own with payments on, pointed at a Stripe
 * stand-in (e2e/support/stripe-stand-in.mjs) whose switches and ledger the tests use; a Seer whose
 * payouts are set up and listing published; paying on the stand-in's Checkout page; rows read
 * straight from the server's database (outbox, payments).
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { expect } from "vitest";
import { type StripeStandIn, startStripeStandIn } from "../../e2e/support/stripe-stand-in.mjs";
import { call, type Json, newUser, tokenFor, uniqueEmail } from "./api-client";
import { freshDatabase, testTarget } from "./database";
import { COMPLETE_LISTING, makeJpeg, uploadPhoto } from "./listings";
import { type MailCatcher, startMailCatcher } from "./mail-catcher";
import { freePort } from "./ports";
import { type RunningServer, startServer, tempDataDir } from "./server";

export type PaymentsWorld = {
  server: RunningServer;
  standIn: StripeStandIn;
  mail: MailCatcher;
  base: string;
  adminToken: string;
  /** Rows of the server's database, by SQL written for both (`$1` placeholders). */
  query: <T = Json>(sql: string, params?: unknown[]) => Promise<T[]>;
  /**
   * A write straight into the server's database (`$1` placeholders), for a state no API makes yet
   * (a reading's lifecycle lands after the lines of money that show it).
   */
  exec: (sql: string, params?: unknown[]) => Promise<void>;
  /** Another writer holding the server's database (see Jam). */
  jam: (table: string, id: string, column?: string) => Promise<Jam>;
  close: () => Promise<void>;
};

/**
 * Another writer in the server's database, as another instance's long transaction would be:
 * SQLite's write lock (the server's writes wait out its busy timeout, then fail SQLITE_BUSY), or a
 * PostgreSQL row lock on `table`'s row whose `column` (`id`) is `id` (the server's write to it waits until the test drops
 * its connection: a dropped connection).
 */
export type Jam = {
  /** PostgreSQL: waits until the server is held by the jam, then drops those connections (how many). SQLite: 0 (its busy timeout fails the write). */
  dropHeld: () => Promise<number>;
  release: () => Promise<void>;
};

const ADMIN_PASSWORD = "AdminPass123!";

/** A stand-in, a mail catcher and a server with payments on (`env` adds to or overrides its settings). */
export async function startPaymentsWorld(env: Record<string, string> = {}): Promise<PaymentsWorld> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const standIn = await startStripeStandIn({
    webhookUrl: `${base}/api/v1/payments/stripe-webhook`,
  });
  const mail = await startMailCatcher();
  const db = await freshDatabase();
  const dataDir = tempDataDir();
  const admin = uniqueEmail("payments-admin");
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      ...db.env,
      ENVIRONMENT: "local",
      PASSWORD_HASHING: "fast",
      FIRST_SUPERUSER: admin,
      FIRST_SUPERUSER_PASSWORD: ADMIN_PASSWORD,
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(mail.port),
      SMTP_TLS: "false",
      EMAILS_FROM_EMAIL: "no-reply@seers.test",
      RATE_LIMIT_PER_IP: "100000",
      RATE_LIMIT_PER_ACCOUNT: "100000",
      PAGE_CACHE_SECONDS: "0",
      DEMO_ACCOUNTS: "false",
      ...standIn.env,
      ...env,
    },
    { port },
  );
  const databaseUrl = db.env.DATABASE_URL ?? `sqlite:${path.join(dataDir, "seers.db")}`;
  const close = async () => {
    await server.stop();
    await standIn.close();
    await mail.close();
    await db.drop();
  };
  // A world that fails to start (a hook's timeout on a loaded machine) is closed here: no test
  // holds it to close, and its server's jobs would run on through the rest of the suite.
  const adminToken = await tokenFor(admin, ADMIN_PASSWORD, base).catch(async (error) => {
    await close();
    throw error;
  });
  return {
    server,
    standIn,
    mail,
    base,
    adminToken,
    query: (sql, params = []) => queryRows(databaseUrl, sql, params),
    exec: (sql, params = []) => execute(databaseUrl, sql, params),
    jam: (table, id, column = "id") => jamDatabase(databaseUrl, table, id, column),
    close,
  };
}

async function queryRows<T>(url: string, sql: string, params: unknown[]): Promise<T[]> {
  if (url.startsWith("sqlite:")) {
    const db = new Database(url.slice("sqlite:".length), { readonly: true, fileMustExist: true });
    try {
      return db.prepare(sql.replace(/\$\d+/g, "?")).all(...params) as T[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

async function execute(url: string, sql: string, params: unknown[]): Promise<void> {
  if (url.startsWith("sqlite:")) {
    const db = new Database(url.slice("sqlite:".length), { fileMustExist: true, timeout: 5000 });
    try {
      db.prepare(sql.replace(/\$\d+/g, "?")).run(...params);
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql, params);
  } finally {
    await client.end();
  }
}

async function jamDatabase(url: string, table: string, id: string, column: string): Promise<Jam> {
  if (url.startsWith("sqlite:")) {
    const db = new Database(url.slice("sqlite:".length), { fileMustExist: true });
    db.exec("begin immediate");
    return {
      dropHeld: async () => 0,
      release: async () => {
        if (!db.open) return;
        db.exec("rollback");
        db.close();
      },
    };
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("begin");
  const locked = await client.query(`select 1 from ${table} where ${column} = $1 for update`, [id]);
  if (locked.rowCount !== 1) throw new Error(`jam: no ${table} ${id}`);
  const mine = (await client.query("select pg_backend_pid() as pid")).rows[0].pid as number;
  let released = false;
  return {
    dropHeld: async () => {
      let held: number[] = [];
      await expect
        .poll(async () => {
          const rows = await client.query(
            "select pid from pg_stat_activity where $1 = any(pg_blocking_pids(pid))",
            [mine],
          );
          held = rows.rows.map((row) => row.pid as number);
          return held.length;
        })
        .toBeGreaterThan(0);
      for (const pid of held) await client.query("select pg_terminate_backend($1)", [pid]);
      return held.length;
    },
    release: async () => {
      if (released) return;
      released = true;
      await client.query("rollback");
      await client.end();
    },
  };
}

/** PostgreSQL: how many of the server's connections wait for a lock now (SQLite: 0). */
export async function waitingOnLocks(world: PaymentsWorld): Promise<number> {
  if (testTarget() !== "postgres") return 0;
  const rows = await world.query<{ n: number }>(
    "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
  );
  return rows[0]?.n ?? 0;
}

/** The stand-in's control API: switches and readings (see the file's header). */
export function stripeControl(standIn: StripeStandIn) {
  const control = async (method: string, what: string, body?: Json) => {
    const res = await fetch(`${standIn.base}/__control/${what}`, {
      method,
      headers: body ? { "Content-Type": "application/json" } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    return res.json() as Promise<Json>;
  };
  return {
    post: (what: string, body: Json = {}) => control("POST", what, body),
    ledger: () => control("GET", "ledger") as Promise<Ledger>,
    /** Every event so far, once each has been delivered (or has failed to be). */
    events: () => control("GET", "events") as unknown as Promise<StandInEvent[]>,
    requests: () => control("GET", "requests") as unknown as Promise<StandInRequest[]>,
  };
}

export type StandInEvent = {
  id: string;
  type: string;
  account: string | null;
  object_id: string;
  dropped: boolean;
  deliveries: { status: number | null; body?: string; error?: string }[];
};
export type StandInRequest = {
  method: string;
  path: string;
  account: string | null;
  idempotency_key: string | null;
  params: Json;
  status: number | string;
};
export type Ledger = {
  accounts: (Json & { id: string; charges_enabled: boolean })[];
  sessions: (Json & {
    id: string;
    status: string;
    metadata: Json;
    payment_intent: string | null;
  })[];
  payment_intents: (Json & { id: string; status: string; amount: number; metadata: Json })[];
  charges: (Json & { amount_refunded: number; payment_intent: string })[];
  transfers: (Json & { amount: number; destination: string; payment_intent: string })[];
  application_fees: (Json & { amount: number; account: string; payment_intent: string })[];
  refunds: (Json & {
    amount: number;
    payment_intent: string;
    metadata: Json;
    reversed_from_account: number;
    application_fee_refunded: number;
  })[];
  payouts: (Json & { amount: number; account: string; metadata: Json; status: string })[];
  disputes: (Json & { id: string; payment_intent: string; status: string })[];
  balances: Record<string, Record<string, number>>;
};

/** A Seer whose payouts are set up on the stand-in, listing complete (not yet submitted). */
export async function seerWithPayouts(world: PaymentsWorld) {
  const { base } = world;
  const seer = await newUser(
    { type: 1, firstname: `Luna${Math.random().toString(36).slice(2, 8)}`, lastname: "Vale" },
    base,
  );
  const patched = await call("PATCH", "/users/me/listing", {
    base,
    token: seer.token,
    json: COMPLETE_LISTING,
  });
  if (patched.status !== 200) throw new Error(`patch: ${JSON.stringify(patched.body)}`);
  const photo = await uploadPhoto(seer.token, await makeJpeg(), { base });
  if (photo.status !== 200) throw new Error(`photo: ${JSON.stringify(photo.body)}`);
  const account = await onboard(world, seer.token);
  return { ...seer, slug: (photo.body as { slug: string }).slug, account };
}

/**
 * Sets up payouts the way a Seer does: the link, Stripe's page, back to the site (signed in: the
 * return reads only its caller's own account).
 */
export async function onboard(world: PaymentsWorld, token: string): Promise<string> {
  const link = await call("POST", "/users/me/payouts/onboarding", { base: world.base, token });
  expect(link.status).toBe(200);
  const done = await fetch(link.body.url as string, { method: "POST", redirect: "manual" });
  expect(done.status).toBe(303);
  const back = await fetch(done.headers.get("location") ?? "", {
    headers: { Cookie: `access_token=${token}` },
    redirect: "manual",
  });
  expect(back.status).toBe(303);
  expect(back.headers.get("location")).toBe(`${world.base}/settings?tab=payouts`);
  const account = /\/onboard\/(acct_[a-z0-9]+)/.exec(link.body.url as string)?.[1];
  if (!account) throw new Error(`no account in ${link.body.url}`);
  return account;
}

/** A Seer with payouts set up and their listing published. */
export async function paidSeer(world: PaymentsWorld) {
  const seer = await seerWithPayouts(world);
  const submitted = await call("POST", "/users/me/listing/submit", {
    base: world.base,
    token: seer.token,
  });
  if (submitted.status !== 200) throw new Error(`submit: ${JSON.stringify(submitted.body)}`);
  const approved = await call("POST", `/listings/${seer.slug}/approve`, {
    base: world.base,
    token: world.adminToken,
  });
  if (approved.status !== 200) throw new Error(`approve: ${JSON.stringify(approved.body)}`);
  return seer;
}

/** The stand-in's hosted page: Pay, or "Decline the card"; where it sends the browser next. */
export async function payOnCheckout(
  url: string,
  action: "pay" | "decline" = "pay",
): Promise<string> {
  const res = await fetch(url, {
    method: "POST",
    body: new URLSearchParams({ action }),
    redirect: "manual",
  });
  expect(res.status).toBe(303);
  return res.headers.get("location") ?? "";
}

export async function setClock(world: PaymentsWorld, at: string | null) {
  const res = await call("PUT", "/utils/clock", { base: world.base, json: { now: at } });
  if (res.status !== 200) throw new Error(`clock: ${JSON.stringify(res.body)}`);
}

/** The outbox rows (emails) of one booking, by their dedupe keys (`booking:{id}:{what}:{role}`). */
export async function emailKeysOf(world: PaymentsWorld, bookingId: string): Promise<string[]> {
  const rows = await world.query<{ dedupe_key: string }>(
    "select dedupe_key from outbox where dedupe_key like $1",
    [`booking:${bookingId}:%`],
  );
  return rows.map((row) => row.dedupe_key.slice(`booking:${bookingId}:`.length)).sort();
}

/** A new seeker's request for an hour of a new paid Seer at `start`, paid on Checkout; webhooks delivered. */
export async function paidRequest(world: PaymentsWorld, start: string) {
  const stripe = stripeControl(world.standIn);
  const seer = await paidSeer(world);
  const seeker = await newUser({ firstname: "Sam", lastname: "Seeker" }, world.base);
  const created = await call("POST", "/bookings/", {
    base: world.base,
    token: seeker.token,
    json: { coach_slug: seer.slug, start, hours: 1 },
  });
  expect(created.status).toBe(201);
  const booking = created.body as Json & { id: string; payment: Json | null };
  await payOnCheckout((booking.payment?.checkout_url as string | undefined) ?? "");
  await stripe.events();
  const ledger = await stripe.ledger();
  const session = ledger.sessions.find((s) => s.metadata.booking_id === booking.id);
  return { seer, seeker, booking, intent: session?.payment_intent ?? "" };
}

/** The same, accepted by the Seer: the card charged (`paid`). */
export async function acceptedSession(world: PaymentsWorld, start: string) {
  const paid = await paidRequest(world, start);
  const res = await call("POST", `/bookings/${paid.booking.id}/accept`, {
    base: world.base,
    token: paid.seer.token,
  });
  expect(res.status).toBe(200);
  return paid;
}

/** A paid event's fields ($25 a seat, two seats, ten days from the real now), `overrides` on top. */
export function paidEventInput(overrides: Json = {}): Json {
  const at = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();
  return {
    title: `Full Moon Workshop ${randomUUID().slice(0, 6)}`,
    description: "A paid workshop to read the full Moon together, with a guided writing practice.",
    category: "astrology",
    starts_at: at(10 * 86_400_000),
    ends_at: at(10 * 86_400_000 + 2 * 3_600_000),
    timezone: "Europe/Paris",
    mode: "online",
    video_url: `https://meet.jit.si/paid-${randomUUID().slice(0, 8)}`,
    capacity: 2,
    price_cents: 2500,
    ...overrides,
  };
}

/** A paid event of `host` (a paidSeer), published; its slug. */
export async function paidEvent(
  world: PaymentsWorld,
  host: { token: string },
  overrides: Json = {},
) {
  const options = { base: world.base, token: host.token };
  const created = await call("POST", "/users/me/events", {
    ...options,
    json: paidEventInput(overrides),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const slug = created.body.slug as string;
  const published = await call("POST", `/users/me/events/${slug}/publish`, options);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return slug;
}

/** The Checkout Session's id in a stand-in payment link. */
export const sessionOf = (url: string) => /\/pay\/(cs_test_[A-Za-z0-9_]+)/.exec(url)?.[1] ?? "";

/** A new person takes a seat of `slug` and pays for it on Checkout; its webhooks delivered. */
export async function paidSeat(world: PaymentsWorld, slug: string) {
  const stripe = stripeControl(world.standIn);
  const person = await newUser({ firstname: `Seeker${randomUUID().slice(0, 4)}` }, world.base);
  const taken = await call("POST", `/events/${slug}/seats`, {
    base: world.base,
    token: person.token,
  });
  expect(taken.status, JSON.stringify(taken.body)).toBe(201);
  const url = taken.body.checkout_url as string;
  await payOnCheckout(url);
  await stripe.events();
  const ledger = await stripe.ledger();
  const session = ledger.sessions.find((s) => s.id === sessionOf(url));
  return { person, session: sessionOf(url), intent: session?.payment_intent ?? "" };
}
