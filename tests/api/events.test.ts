/**
 * GET /api/v1/events, the live hints' stream: its headers and first comment at once (through the
 * production server, with compression asked for), a person's hints on their streams only, a
 * booking's changes announced to both parties, no stream without a session, and nothing left
 * on the server once its clients are gone.
 */
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, newUser } from "../support/api-client";
import { publishedSeer, setServerClock, withClock } from "../support/bookings";
import { freshDatabase } from "../support/database";
import { type EventStream, openEventStream } from "../support/event-stream";
import { type RunningServer, startServer } from "../support/server";

const opened: EventStream[] = [];
async function stream(options: Parameters<typeof openEventStream>[0]) {
  const events = await openEventStream(options);
  opened.push(events);
  return events;
}

afterEach(() => {
  for (const events of opened.splice(0)) events.close();
});

describe("GET /api/v1/events", () => {
  it("answers 401 without a session, and with a bad token", async () => {
    const none = await call("GET", "/events");
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ detail: "Not authenticated" });
    const bad = await call("GET", "/events", { token: "not-a-token" });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ detail: "Could not validate credentials" });
  });

  it("opens at once with the stream's headers and a comment, uncompressed and unbuffered", async () => {
    const { token } = await newUser();
    const startedAt = Date.now();
    const events = await stream({ token, headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(events.response.status).toBe(200);
    expect(events.response.headers.get("content-type")).toBe("text/event-stream");
    expect(events.response.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(events.response.headers.get("x-accel-buffering")).toBe("no");
    expect(events.response.headers.get("content-encoding")).toBeNull();
    // The production server holds the stream on its socket, with every header Next gives the API.
    expect(events.response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(events.response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(events.response.headers.get("x-frame-options")).toBe("DENY");
    expect(events.response.headers.get("x-seers-socket-stream")).toBeNull();
    expect(await events.comment(1, 2_000)).toBe("connected");
    expect(Date.now() - startedAt).toBeLessThan(2_000);
  });

  it("lets a person hold 20 streams at once and refuses the 21st until one closes", async () => {
    const { token } = await newUser();
    const tabs = await Promise.all(Array.from({ length: 20 }, () => stream({ token })));
    for (const tab of tabs) expect(tab.response.status).toBe(200);
    const refused = await call("GET", "/events", { token });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      detail:
        "Too many live connections: at most 20 open at once per person. Close another tab or window of this site and try again.",
    });
    tabs[0]?.close();
    await tabs[0]?.ended;
    // The server hears of the closed tab a moment later.
    await expect
      .poll(async () => {
        const next = await openEventStream({ token });
        opened.push(next);
        return next.response.status;
      })
      .toBe(200);
  });

  it("takes the session cookie a browser's EventSource sends", async () => {
    const { token } = await newUser();
    const events = await stream({ headers: { Cookie: `access_token=${token}` } });
    expect(events.response.status).toBe(200);
    expect(await events.comment()).toBe("connected");
  });

  it("brings a booking's changes to both parties' streams, every tab of theirs, and to nobody else", async () => {
    const seer = await publishedSeer();
    const seeker = await newUser();
    const bystander = await newUser();
    const seekerTabs = [
      await stream({ token: seeker.token }),
      await stream({ token: seeker.token }),
    ];
    const seerStream = await stream({ token: seer.token });
    const bystanderStream = await stream({ token: bystander.token });
    for (const events of [...seekerTabs, seerStream, bystanderStream]) await events.comment();
    const book = (token: string, start: string) =>
      call("POST", "/bookings/", { token, json: { coach_slug: seer.slug, start, hours: 1 } });
    /** Waits for the `count`-th hint about `id` on `events`. */
    const hintAbout = (events: EventStream, id: unknown, count = 1) =>
      events.nextHint(
        (hint) =>
          hint.booking_id === id && events.hints.filter((h) => h.booking_id === id).length >= count,
      );

    await withClock(async () => {
      await setServerClock("2027-03-01T00:00:00Z");
      const mine = await book(seeker.token, "2027-03-02T09:00:00Z");
      expect(mine.status).toBe(200);
      for (const events of [...seekerTabs, seerStream]) {
        expect(await hintAbout(events, mine.body.id)).toEqual({
          type: "booking",
          booking_id: mine.body.id,
        });
      }
      // The bystander's own booking comes next: its first hint is that one, so the seeker's
      // (published before it) never reached the bystander's stream.
      const theirs = await book(bystander.token, "2027-03-02T11:00:00Z");
      expect(theirs.status).toBe(200);
      expect(await bystanderStream.nextHint()).toEqual({
        type: "booking",
        booking_id: theirs.body.id,
      });
      await hintAbout(seerStream, theirs.body.id);

      // The Seer accepts the seeker's request: both parties hear of it again, the bystander not.
      const accepted = await call("POST", `/bookings/${mine.body.id}/accept`, {
        token: seer.token,
      });
      expect(accepted.status).toBe(200);
      for (const events of [...seekerTabs, seerStream]) await hintAbout(events, mine.body.id, 2);
      expect(bystanderStream.hints).toEqual([{ type: "booking", booking_id: theirs.body.id }]);
    });
  });
});

describe("a stream whose client goes", () => {
  let server: RunningServer;
  let drop: () => Promise<void> = async () => undefined;
  /** The server's last report of its open streams and hint listeners (tests/support/live-probe.cjs). */
  const held = () => [...server.output().matchAll(/\[live-probe\] (.*)/g)].at(-1)?.[1];

  beforeAll(async () => {
    const db = await freshDatabase();
    drop = db.drop;
    server = await startServer({
      ...db.env,
      NODE_OPTIONS: `--require ${path.resolve(import.meta.dirname, "../support/live-probe.cjs")}`,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await drop();
  });

  it("leaves no stream and no listener behind, HEAD included, and the server's stop ends the rest", async () => {
    const { token } = await newUser({}, server.url);
    const tabs = await Promise.all(
      Array.from({ length: 5 }, () => openEventStream({ token, base: server.url })),
    );
    for (const tab of tabs) await tab.comment();
    await expect.poll(held, { timeout: 10_000 }).toBe("streams=5 listeners=5");
    const head = await fetch(`${server.url}/api/v1/events`, {
      method: "HEAD",
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("text/event-stream");
    for (const tab of tabs.slice(1)) tab.close();
    await expect.poll(held, { timeout: 10_000 }).toBe("streams=1 listeners=1");

    // SIGTERM: the server ends the last stream itself, at once, so its browser reconnects elsewhere.
    const stoppedAt = Date.now();
    const stopped = server.stop();
    await tabs[0]?.ended;
    expect(Date.now() - stoppedAt).toBeLessThan(1_000);
    await stopped;
    expect(server.output()).not.toMatch(/unhandled|uncaught|\[live\] a hint listener failed/i);
  });
});
