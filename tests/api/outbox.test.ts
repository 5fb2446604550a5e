import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { call, newUser, uniqueEmail } from "../support/api-client";
import { runServerJobs } from "../support/bookings";
import { freshDatabase, testTarget } from "../support/database";
import { eventually, startPair } from "../support/instances";
import { mailContaining, seerWithCompleteListing } from "../support/listings";
import {
  type CaughtMail,
  type MailCatcher,
  mimePart,
  readMails,
  startMailCatcher,
} from "../support/mail-catcher";
import { freePort } from "../support/ports";
import { type RunningServer, startServer } from "../support/server";

const SUBMIT = "/users/me/listing/submit";
const messageId = (mail: CaughtMail) => /^Message-ID: (.*)$/im.exec(mail.raw)?.[1]?.trim();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Environment of a server of its own: its own admin, mail to `smtpPort`, a fast outbox. */
function ownServerEnv(admin: string, smtpPort: number): Record<string, string> {
  return {
    ENVIRONMENT: "local",
    FIRST_SUPERUSER: admin,
    FIRST_SUPERUSER_PASSWORD: "AdminPass123!",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtpPort),
    SMTP_TLS: "false",
    EMAILS_FROM_EMAIL: "no-reply@seers.test",
    RATE_LIMIT_PER_IP: "100000",
    RATE_LIMIT_PER_ACCOUNT: "100000",
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe("an email caused by a change", () => {
  it("reaches the mail server within 10 s, with a Message-ID naming its outbox row", async () => {
    const seer = await seerWithCompleteListing();
    const changedAt = Date.now();
    expect((await call("POST", SUBMIT, { token: seer.token })).status).toBe(200);
    const mail = await mailContaining(inject("superuser").email, seer.email);
    expect(Date.now() - changedAt).toBeLessThan(10_000);
    expect(messageId(mail)).toMatch(/^<outbox-[0-9a-f-]{36}@seers\.test>$/);
  });
});

describe("a mail server that is down", () => {
  let server: RunningServer;
  let smtpPort = 0;
  let catcher: MailCatcher | undefined;

  it("delays the email, which is sent exactly once when the server is back", async () => {
    const admin = uniqueEmail("outage-admin");
    smtpPort = await freePort();
    const db = await freshDatabase();
    server = await startServer({ ...db.env, ...ownServerEnv(admin, smtpPort) });
    cleanups.push(db.drop, server.stop);

    const seer = await seerWithCompleteListing(server.url);
    expect((await call("POST", SUBMIT, { base: server.url, token: seer.token })).status).toBe(200);
    // Nothing listens on the port: the first try fails and the email waits for its next try.
    await eventually(
      () =>
        /\[outbox\] listing\.submitted email .* failed \(try 1\)/.test(server.output())
          ? true
          : undefined,
      `the outbox never tried to send:\n${server.output()}`,
    );

    const caught = await startMailCatcher({ port: smtpPort });
    catcher = caught;
    cleanups.push(async () => {
      await catcher?.close();
    });
    const fromAdmin = () => readMails(caught.dir).filter((m) => m.to === admin);
    // The next try comes 5 s (±20 %) after the failure: a minute on, a pass of the jobs makes it.
    await call("PUT", "/utils/clock", {
      base: server.url,
      json: { now: new Date(Date.now() + 60_000).toISOString() },
    });
    await runServerJobs(server.url);
    await eventually(() => fromAdmin()[0], "the email never arrived after the outage", 20_000);
    // Another pass of every job sends nothing more.
    await runServerJobs(server.url);
    expect(fromAdmin()).toHaveLength(1);
    expect(fromAdmin()[0]?.body).toContain(seer.email);
  });

  it("still gives a person asking for a reset link the usual answer at once; the job sends it later", async () => {
    const dir = catcher?.dir ?? "";
    await catcher?.close();
    catcher = undefined;
    const person = await newUser({ email: uniqueEmail("outage-reset") }, server.url);
    const askedAt = Date.now();
    const res = await call("POST", `/password-recovery/${encodeURIComponent(person.email)}`, {
      base: server.url,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: "If that email is registered, we sent a password recovery link",
    });
    // Sent at once or not, the answer never waits past the 5 s it allows the mail server.
    expect(Date.now() - askedAt).toBeLessThan(6_000);
    catcher = await startMailCatcher({ port: smtpPort, dir });
    const hers = () => readMails(dir, { verification: true }).filter((m) => m.to === person.email);
    expect(hers()).toEqual([]);
    // Her emails wait out their back-off (5 s ± 20 %): a minute on, a pass of the jobs sends both.
    await call("PUT", "/utils/clock", {
      base: server.url,
      json: { now: new Date(Date.now() + 120_000).toISOString() },
    });
    await runServerJobs(server.url);
    await eventually(() => (hers().length >= 2 ? true : undefined), "her emails never arrived");
    expect(hers().map((m) => /reset-password\?token=/.test(m.body))).toEqual([false, true]);
  });
});

const target = testTarget();
const skipped =
  target !== "postgres" ? "two instances share one database on PostgreSQL only" : undefined;

describe.skipIf(skipped !== undefined)(
  `two instances on one PostgreSQL database${skipped ? ` (skipped: ${skipped})` : ""}`,
  () => {
    let servers: [RunningServer, RunningServer];

    it("send each of 30 emails exactly once", { timeout: 180_000 }, async () => {
      const admin = uniqueEmail("pair-admin");
      const catcher = await startMailCatcher();
      const db = await freshDatabase();
      cleanups.push(db.drop, catcher.close);
      servers = await startPair({
        ...db.env,
        ...ownServerEnv(admin, catcher.port),
        SECRET_KEY: randomBytes(32).toString("hex"),
        // Both workers look often, so they compete for the same rows.
        OUTBOX_POLL_MS: "200",
      });
      cleanups.push(async () => {
        await Promise.all(servers.map((s) => s.stop()));
      });

      const bases = servers.map((s) => s.url);
      const seers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => seerWithCompleteListing(bases[i % 2])),
      );
      const submitted = await Promise.all(
        seers.map((seer, i) => call("POST", SUBMIT, { base: bases[i % 2], token: seer.token })),
      );
      expect(submitted.map((r) => r.status)).toEqual(seers.map(() => 200));

      const toAdmin = () => readMails(catcher.dir).filter((m) => m.to === admin);
      await eventually(
        () => (toAdmin().length >= 30 ? true : undefined),
        `only ${toAdmin().length} of 30 emails arrived`,
        30_000,
      );
      // Another pass of both instances' jobs sends nothing more.
      await Promise.all(bases.map((base) => runServerJobs(base)));
      const mails = toAdmin();
      expect(mails).toHaveLength(30);
      expect(new Set(mails.map(messageId)).size).toBe(30);
      for (const seer of seers) {
        expect(
          mails.filter((m) => m.body.includes(seer.email)),
          seer.email,
        ).toHaveLength(1);
      }
      // Which instance sent how many (the sent row keeps its sender in lease_owner).
      const client = new pg.Client({ connectionString: db.env.DATABASE_URL });
      await client.connect();
      const { rows } = await client.query<{ status: string; lease_owner: string; n: string }>(
        // The review emails alone: each new Seer's verification email went out beside them.
        "select status, lease_owner, count(*) as n from outbox where kind = 'listing.submitted' group by status, lease_owner",
      );
      await client.end();
      console.info("[outbox test] emails per instance:", rows);
      expect(rows.every((r) => r.status === "sent")).toBe(true);
      expect(rows.reduce((sum, r) => sum + Number(r.n), 0)).toBe(30);
    });
  },
);

/** What a verification or recovery email is, and when its link was signed (its token's `iat`). */
function linkOf(mail: CaughtMail): { kind: string; issuedAt: number } {
  const found = /\/(verify-email|reset-password)\?token=[\w-]+\.([\w-]+)\.[\w-]+/.exec(
    mimePart(mail, "text/plain"),
  );
  if (!found?.[1] || !found[2]) throw new Error(`no link in ${mail.subject}`);
  const claims = JSON.parse(Buffer.from(found[2], "base64url").toString()) as { iat: number };
  return { kind: found[1], issuedAt: claims.iat };
}

describe(`one person's emails (${target === "postgres" ? "two instances, one database" : "one instance"})`, () => {
  // On PostgreSQL two instances share the database and both workers look every 200 ms, so they
  // compete for her rows; the mail server answers each message after up to 100 ms, so two sent
  // at once could arrive in either order.
  let servers: RunningServer[] = [];
  let catcher: MailCatcher | undefined;
  let smtpPort = 0;
  let mailDir = "";
  let databaseUrl: string | undefined;
  const SLOW_MS = 100;

  beforeAll(async () => {
    const db = await freshDatabase();
    databaseUrl = db.env.DATABASE_URL;
    cleanups.push(db.drop);
    catcher = await startMailCatcher({ slowMs: SLOW_MS });
    smtpPort = catcher.port;
    mailDir = catcher.dir;
    cleanups.push(async () => {
      await catcher?.close();
    });
    const env = {
      ...db.env,
      ...ownServerEnv(uniqueEmail("order-admin"), smtpPort),
      SECRET_KEY: randomBytes(32).toString("hex"),
      OUTBOX_POLL_MS: "200",
    };
    servers = target === "postgres" ? await startPair(env) : [await startServer(env)];
    cleanups.push(async () => {
      await Promise.all(servers.map((s) => s.stop()));
    });
  });

  /**
   * Five emails to one new person, as fast as she can ask, each through the next instance:
   * sign-up's "Verify your email", then a reset link, the verification link again, and so on.
   */
  async function fiveEmails(): Promise<string> {
    const base = (i: number) => servers[i % servers.length]?.url;
    const startedAt = Date.now();
    const person = await newUser({ email: uniqueEmail("order") }, base(0));
    for (let i = 1; i < 5; i++) {
      const res =
        i % 2
          ? await call("POST", `/password-recovery/${encodeURIComponent(person.email)}`, {
              base: base(i),
            })
          : await call("POST", "/users/me/verification-email", {
              base: base(i),
              token: person.token,
            });
      expect(res.status).toBe(200);
    }
    console.info(`[outbox test] five emails written in ${Date.now() - startedAt} ms`);
    return person.email;
  }

  /** Her five emails, in the order the mail server received them. */
  async function arrived(email: string): Promise<ReturnType<typeof linkOf>[]> {
    const hers = () => readMails(mailDir, { verification: true }).filter((m) => m.to === email);
    await eventually(
      () => (hers().length >= 5 ? true : undefined),
      `only ${hers().length} of her 5 emails arrived`,
      20_000,
    );
    await sleep(500);
    return hers().map(linkOf);
  }

  /**
   * In the order written: verify, reset, verify, reset, verify. Two emails of one kind signed in
   * the same second are the same email (same link), so kinds in this order and links that never
   * get older leave no room for any two to have swapped.
   */
  function expectWrittenOrder(links: ReturnType<typeof linkOf>[]) {
    expect(links.map((l) => l.kind)).toEqual([
      "verify-email",
      "reset-password",
      "verify-email",
      "reset-password",
      "verify-email",
    ]);
    const issued = links.map((l) => l.issuedAt);
    expect(issued).toEqual([...issued].sort((a, b) => a - b));
  }

  /** Logs which instance sent each of her emails, in the order written (PostgreSQL: both compete). */
  async function logSenders(email: string): Promise<void> {
    if (!databaseUrl) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ lease_owner: string }>(
      "select lease_owner from outbox where recipient = $1 order by seq",
      [email.toLowerCase()],
    );
    await client.end();
    // lease_owner is host:pid:tag (lib/jobs/outbox.ts).
    const instance = (owner: string) =>
      servers.findIndex((s) => owner.includes(`:${s.process.pid}:`)) + 1;
    const by = rows.map((r) => `instance ${instance(r.lease_owner)}`);
    console.info(`[outbox test] her emails were sent by: ${by.join(", ")}`);
  }

  it("arrive in the order they were written", async () => {
    const email = await fiveEmails();
    expectWrittenOrder(await arrived(email));
    await logSenders(email);
  });

  it("arrive in that order when the first one waited out a mail server outage", async () => {
    await catcher?.close();
    catcher = undefined;
    const email = await fiveEmails();
    // Her first email fails and its next try is 5 s (±20 %) away. The mail server is back at once,
    // yet the four newer emails wait for it.
    const failed = /\[outbox\] user\.verify_email email .* failed \(try 1\)/;
    await eventually(
      () => (servers.some((s) => failed.test(s.output())) ? true : undefined),
      "her first email was never tried",
    );
    catcher = await startMailCatcher({ port: smtpPort, dir: mailDir, slowMs: SLOW_MS });
    expectWrittenOrder(await arrived(email));
    await logSenders(email);
  });
});
