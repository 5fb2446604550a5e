/**
 * The message email: a message still unread MESSAGE_EMAIL_DELAY_SECONDS (300 here) after it was
 * written sends its reader one email, with its text and a link to the conversation; no second
 * one for that conversation until they have read it; none for a reader who turned them off. The
 * clock is moved, not waited for. And a mail server down when the email is due: it is sent once
 * the server is back, exactly once.
 */
import { afterAll, describe, expect, it } from "vitest";
import { call, newUser, tokenFor, uniqueEmail } from "../support/api-client";
import { publishedSeer, runServerJobs, setServerClock, withClock } from "../support/bookings";
import { freshDatabase } from "../support/database";
import { eventually } from "../support/instances";
import { mailsTo, seerWithCompleteListing } from "../support/listings";
import { type MailCatcher, readMails, startMailCatcher } from "../support/mail-catcher";
import { freePort } from "../support/ports";
import { startServer } from "../support/server";

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const messageMails = (to: string) => mailsTo(to).filter((m) => m.subject.includes("New message"));

describe("message emails", () => {
  it("email the reader once after the delay, not again until they have read it", () =>
    withClock(async () => {
      const seer = await publishedSeer();
      const seeker = await newUser({ firstname: "Mia", lastname: "Moon" });
      // The server's clock runs on from where it is set: the message is written at 10:00:00 (+ε).
      await setServerClock("2027-07-01T10:00:00Z");
      const opened = await call("POST", "/conversations/", {
        token: seeker.token,
        json: { coach_slug: seer.slug, body: "Is Tuesday fine for you?" },
      });
      expect(opened.status).toBe(200);
      const id = opened.body.id as string;

      // Not before the delay: a pass of the jobs at 10:04:00 finds nothing due. The clock runs on
      // while the pass runs, so the edge keeps a minute's margin for a loaded machine (15 s did not).
      await setServerClock("2027-07-01T10:04:00Z");
      await runServerJobs();
      expect(messageMails(seer.email)).toHaveLength(0);

      await setServerClock("2027-07-01T10:05:10Z");
      await runServerJobs();
      const mail = await eventually(() => messageMails(seer.email)[0], "no message email", 15_000);
      expect(mail.subject).toContain("New message from Mia Moon");
      expect(mail.body).toContain("Is Tuesday fine for you?");
      expect(mail.body).toContain(`/messages/${id}`);

      // More messages while it is still unread: no second email.
      const more = await call("POST", `/conversations/${id}/messages`, {
        token: seeker.token,
        json: { body: "Or Wednesday?" },
      });
      expect(more.status).toBe(200);
      await setServerClock("2027-07-01T10:20:00Z");
      await runServerJobs();
      expect(messageMails(seer.email)).toHaveLength(1);

      // Read, then a new message: a new email after the delay.
      expect((await call("POST", `/conversations/${id}/read`, { token: seer.token })).status).toBe(
        200,
      );
      await call("POST", `/conversations/${id}/messages`, {
        token: seer.token,
        json: { body: "Tuesday is fine" },
      });
      await call("POST", `/conversations/${id}/messages`, {
        token: seeker.token,
        json: { body: "Thank you, see you then" },
      });
      await setServerClock("2027-07-01T10:26:00Z");
      await runServerJobs();
      await eventually(() => messageMails(seer.email)[1], "no second message email", 15_000);
      expect(messageMails(seer.email)[1]?.body).toContain("Thank you, see you then");
      expect(messageMails(seer.email)).toHaveLength(2);
      // The seeker read the Seer's answer by writing after it: no email for them.
      expect(messageMails(seeker.email)).toHaveLength(0);
    }));

  it("are not sent to a reader who turned them off (Settings → Notifications)", () =>
    withClock(async () => {
      const seer = await publishedSeer();
      const seeker = await newUser();
      await setServerClock("2027-07-02T10:00:00Z");
      const settings = await call("GET", "/users/me/notifications", { token: seer.token });
      expect(settings.body).toEqual({ message_emails: true });
      const off = await call("PUT", "/users/me/notifications", {
        token: seer.token,
        json: { message_emails: false },
      });
      expect(off.status).toBe(200);
      expect(off.body).toEqual({ message_emails: false });
      for (const json of [{}, { message_emails: "no" }, { message_emails: null }]) {
        const bad = await call("PUT", "/users/me/notifications", { token: seer.token, json });
        expect(bad.status).toBe(422);
      }
      expect((await call("GET", "/users/me/notifications")).status).toBe(401);
      await call("POST", "/conversations/", {
        token: seeker.token,
        json: { coach_slug: seer.slug, body: "Hello there" },
      });
      await setServerClock("2027-07-02T10:10:00Z");
      await runServerJobs();
      expect(messageMails(seer.email)).toHaveLength(0);
    }));
});

describe("a mail server down when a message email is due", () => {
  it("sends it once the server is back: none lost, none doubled", async () => {
    const admin = uniqueEmail("msg-outage-admin");
    const smtpPort = await freePort();
    const db = await freshDatabase();
    const server = await startServer({
      ...db.env,
      ENVIRONMENT: "local",
      FIRST_SUPERUSER: admin,
      FIRST_SUPERUSER_PASSWORD: "AdminPass123!",
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtpPort),
      SMTP_TLS: "false",
      EMAILS_FROM_EMAIL: "no-reply@seers.test",
      RATE_LIMIT_PER_IP: "100000",
      RATE_LIMIT_PER_ACCOUNT: "100000",
      MESSAGE_EMAIL_DELAY_SECONDS: "2",
    });
    cleanups.push(db.drop, server.stop);
    const base = server.url;
    const seer = await seerWithCompleteListing(base);
    await call("POST", "/users/me/listing/submit", { base, token: seer.token });
    const adminToken = await tokenFor(admin, "AdminPass123!", base);
    const approved = await call("POST", `/listings/${seer.listing.slug}/approve`, {
      base,
      token: adminToken,
    });
    expect(approved.status).toBe(200);
    const seeker = await newUser({}, base);
    const opened = await call("POST", "/conversations/", {
      base,
      token: seeker.token,
      json: { coach_slug: seer.listing.slug, body: "Are you there?" },
    });
    expect(opened.status).toBe(200);
    // The message falls due while the mail server is down: a pass of the jobs a minute later
    // writes its email, and the outbox fails to send (the Seer's earlier emails go first, in
    // the order they were written, and fail with it).
    const moveClock = (ms: number) =>
      call("PUT", "/utils/clock", {
        base,
        json: { now: new Date(Date.now() + ms).toISOString() },
      });
    await moveClock(60_000);
    await runServerJobs(base);
    expect(server.output()).toMatch(/\[outbox\] .* failed \(try 1\).*ECONNREFUSED/);
    const catcher: MailCatcher = await startMailCatcher({ port: smtpPort });
    cleanups.push(catcher.close);
    const toSeer = () =>
      readMails(catcher.dir).filter(
        (m) => m.to === seer.email && m.subject.includes("New message"),
      );
    // Back: an hour on, every retry is due and one pass sends them all, in order.
    await moveClock(60 * 60_000);
    await runServerJobs(base);
    await eventually(() => toSeer()[0], "the message email never arrived after the outage", 20_000);
    // Another pass of every job finds nothing more to send.
    await runServerJobs(base);
    expect(toSeer()).toHaveLength(1);
    expect(toSeer()[0]?.body).toContain("Are you there?");
  });
});
