/**
 * Push notifications over HTTP (issue 39) against a local push service (tests/support/
 * push-service.ts) that checks each push's VAPID signature and decrypts it as a browser does:
 * subscribing and its refusals, each kind of push with its wording, link and headers, a person
 * with two devices, a retry after a 503, a device removed on 410, and nothing after removal.
 * Everything is set up through the API; the jobs are run by hand, the clock moved, never waited.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { call, newUser } from "../support/api-client";
import { publishedSeer, runServerJobs, setServerClock, withClock } from "../support/bookings";
import { openEventStream } from "../support/event-stream";
import { type PushService, type Subscriber, startPushService } from "../support/push-service";

/** Monday 1 March 2027, 00:00 UTC; the listing is in Paris. */
const T0 = "2027-03-01T00:00:00Z";
/** Tuesday 2 March 2027, 10:00 and 14:00 in Paris. */
const TUESDAY_10 = "2027-03-02T09:00:00.000Z";
const TUESDAY_14 = "2027-03-02T13:00:00.000Z";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

let service: PushService;
let publicKey: string;

beforeAll(async () => {
  const config = await call("GET", "/push/config");
  expect(config.status).toBe(200);
  publicKey = String(config.body.public_key);
  service = await startPushService(inject("pushTls"), publicKey);
});
afterAll(() => service?.close());

const subscribe = (token: string, sub: Pick<Subscriber, "json">, agent = FIREFOX) =>
  call("POST", "/users/me/push-subscriptions", {
    token,
    json: sub.json,
    headers: { "User-Agent": agent },
  });

async function device(token: string): Promise<Subscriber> {
  const sub = service.subscriber();
  expect((await subscribe(token, sub)).status).toBe(201);
  return sub;
}

const titles = (sub: Subscriber) => sub.received.map((push) => push.payload.title);

describe("subscribing", () => {
  it("publishes one P-256 key; takes a browser's subscription, lists it without keys, refuses bad ones, removes only one's own", async () => {
    const again = await call("GET", "/push/config");
    expect(again.body).toEqual({ enabled: true, public_key: publicKey });
    const raw = Buffer.from(publicKey, "base64url");
    expect([raw.length, raw[0]]).toEqual([65, 4]);

    const ada = await newUser();
    const sub = service.subscriber();
    const created = await subscribe(ada.token, sub);
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    // The same browser again: the same device, its keys updated.
    const renewed = { json: { ...sub.json, keys: { ...sub.json.keys } } };
    expect((await subscribe(ada.token, renewed)).body).toEqual({ id });
    const list = await call("GET", "/users/me/push-subscriptions", { token: ada.token });
    expect(list.body).toEqual({
      data: [{ id, created_at: expect.any(String), user_agent: FIREFOX }],
      count: 1,
    });
    expect(JSON.stringify(list.body)).not.toContain(sub.json.keys.auth);

    const refused = async (json: unknown) => {
      const res = await call("POST", "/users/me/push-subscriptions", { token: ada.token, json });
      expect(res.status).toBe(422);
      return res.body.detail;
    };
    expect(
      await refused({ ...sub.json, endpoint: sub.json.endpoint.replace("https", "http") }),
    ).toBe("The push endpoint must be an https address (as every push service's is)");
    const keysDetail =
      "The subscription's keys must be a P-256 public key (65 bytes, uncompressed) and a 16-byte auth secret, in base64url";
    const offCurve = Buffer.from(sub.json.keys.p256dh, "base64url");
    offCurve[64] = (offCurve[64] ?? 0) ^ 1;
    expect(
      await refused({
        ...sub.json,
        keys: { ...sub.json.keys, p256dh: offCurve.toString("base64url") },
      }),
    ).toBe(keysDetail);
    expect(
      await refused({
        ...sub.json,
        keys: { ...sub.json.keys, auth: Buffer.alloc(15, 1).toString("base64url") },
      }),
    ).toBe(keysDetail);

    // Another account subscribing the same browser takes it over.
    const bo = await newUser();
    const taken = await subscribe(bo.token, sub);
    expect(taken.status).toBe(201);
    expect((await call("GET", "/users/me/push-subscriptions", { token: ada.token })).body).toEqual({
      data: [],
      count: 0,
    });
    const boId = String(taken.body.id);
    const notAda = await call("DELETE", `/users/me/push-subscriptions/${boId}`, {
      token: ada.token,
    });
    expect(notAda.status).toBe(404);
    expect(notAda.body.detail).toBe("Device not found");
    const removed = await call("DELETE", `/users/me/push-subscriptions/${boId}`, {
      token: bo.token,
    });
    expect(removed.body).toEqual({ message: "Device removed" });
    expect(
      (await call("GET", "/users/me/push-subscriptions", { token: bo.token })).body.count,
    ).toBe(0);
  });
});

describe("what is pushed", () => {
  it("a session's news: the request to both of the Seer's devices, acceptance, a new time, the reminder to the seeker, a cancellation to the Seer", () =>
    withClock(async () => {
      await setServerClock(T0);
      const seer = await publishedSeer();
      const seerName = String(seer.listing.display_name).split(" ")[0];
      const seeker = await newUser({ firstname: "Sam", lastname: "Seeker" });
      const [phone, laptop] = [await device(seer.token), await device(seer.token)];
      const seekerPhone = await device(seeker.token);
      const made = await call("POST", "/bookings/", {
        token: seeker.token,
        json: { coach_slug: seer.slug, start: TUESDAY_10, hours: 1 },
      });
      const id = String(made.body.id);
      const url = `/bookings/${id}`;
      await runServerJobs();
      for (const sub of [phone, laptop]) {
        expect(sub.received).toEqual([
          {
            payload: {
              title: "New booking request",
              body: "Sam asks for a session. Accept or decline it.",
              url,
            },
            ttl: 86400,
            urgency: "normal",
            topic: null,
          },
        ]);
      }
      expect(seekerPhone.received).toEqual([]);

      await call("POST", `/bookings/${id}/accept`, { token: seer.token });
      await call("POST", `/bookings/${id}/reschedule`, {
        token: seer.token,
        json: { starts: [TUESDAY_14] },
      });
      await setServerClock("2027-03-01T09:00:00Z");
      await runServerJobs();
      await call("POST", `/bookings/${id}/cancel`, { token: seeker.token });
      await runServerJobs();
      expect(seekerPhone.received.map((push) => push.payload)).toEqual([
        { title: "Your session is booked", body: `${seerName} accepted your request.`, url },
        {
          title: "A new time is proposed",
          body: `${seerName} asks to move your session. Accept or decline it.`,
          url,
        },
        {
          title: "Your session is tomorrow",
          body: `A reminder: you meet ${seerName} tomorrow.`,
          url,
        },
      ]);
      expect(titles(phone)).toEqual(["New booking request", "Session cancelled"]);
      expect(laptop.received[1]?.payload.body).toBe("Sam cancelled the session.");
      // No email address, price or place in any of them.
      const all = JSON.stringify([phone, laptop, seekerPhone].map((s) => s.received));
      expect(all).not.toMatch(/@|\$|Paris/);
      expect([phone, laptop, seekerPhone].flatMap((s) => s.refused)).toEqual([]);
    }));

  it("a decline, messages (cut to 120 characters, one topic per conversation, off with message emails) and a ring (high urgency, a minute)", () =>
    withClock(async () => {
      await setServerClock(T0);
      const seer = await publishedSeer();
      const seerName = String(seer.listing.display_name).split(" ")[0];
      const seeker = await newUser({ firstname: "Sam", lastname: "Seeker" });
      const seerPhone = await device(seer.token);
      const seekerPhone = await device(seeker.token);
      const made = await call("POST", "/bookings/", {
        token: seeker.token,
        json: { coach_slug: seer.slug, start: TUESDAY_10, hours: 1 },
      });
      await call("POST", `/bookings/${made.body.id}/decline`, { token: seer.token });

      const long = `Hello! ${"I would love a reading about my work. ".repeat(6)}`;
      const opened = await call("POST", "/conversations/", {
        token: seeker.token,
        json: { coach_slug: seer.slug, body: long },
      });
      const conversation = String(opened.body.id);
      await call("POST", `/conversations/${conversation}/messages`, {
        token: seer.token,
        json: { body: "Gladly." },
      });
      await runServerJobs();
      expect(seekerPhone.received.map((push) => push.payload)).toEqual([
        {
          title: "Request declined",
          body: `${seerName} declined your request.`,
          url: `/bookings/${made.body.id}`,
        },
        {
          title: `${seerName} sent you a message`,
          body: "Gladly.",
          url: `/messages/${conversation}`,
          tag: `conversation-${conversation}`,
        },
      ]);
      const message = seerPhone.received.at(-1);
      expect(message?.payload.title).toBe("Sam sent you a message");
      expect(message?.payload.body).toBe(`${long.slice(0, 119)}…`);
      expect(message?.payload.body).toHaveLength(120);
      expect(message?.topic).toBe(conversation.replace(/-/g, ""));
      expect(seekerPhone.received[1]?.topic).toBe(message?.topic);

      // Message emails off: no message pushes either.
      await call("PUT", "/users/me/notifications", {
        token: seeker.token,
        json: { message_emails: false },
      });
      await call("POST", `/conversations/${conversation}/messages`, {
        token: seer.token,
        json: { body: "Are you there?" },
      });

      // An incoming reading rings the Seer's phone.
      await call("PUT", "/users/me/readings", {
        token: seer.token,
        json: { on: true, price_per_minute_cents: 199 },
      });
      const stream = await openEventStream({ token: seer.token });
      try {
        await stream.comment();
        // The stream makes the Seer present: on PostgreSQL and Redis, a moment later.
        await expect
          .poll(
            async () =>
              (await call("GET", "/users/me/readings", { token: seer.token })).body.available_now,
            { interval: 50 },
          )
          .toBe(true);
        const ring = await call("POST", "/readings/", {
          token: seeker.token,
          json: { coach: seer.slug, max_minutes: 10 },
        });
        expect(ring.status, JSON.stringify(ring.body)).toBe(201);
        await runServerJobs();
        expect(seerPhone.received.at(-1)).toEqual({
          payload: {
            title: "Incoming reading",
            body: "Sam wants a reading now. Answer it.",
            url: `/bookings/${ring.body.id}`,
          },
          ttl: 60,
          urgency: "high",
          topic: null,
        });
      } finally {
        stream.close();
      }
      expect(seekerPhone.received).toHaveLength(2);
    }));
});

describe("delivery", () => {
  it("retries a device whose push service answered 503, removes one that answered 410, and pushes nothing to a removed device", () =>
    withClock(async () => {
      await setServerClock(T0);
      const seer = await publishedSeer();
      const seeker = await newUser({ firstname: "Sam", lastname: "Seeker" });
      const busy = await device(seeker.token);
      const gone = await device(seeker.token);
      busy.answers.push(503);
      gone.answers.push(410);
      const opened = await call("POST", "/conversations/", {
        token: seeker.token,
        json: { coach_slug: seer.slug, body: "Hello" },
      });
      const path = `/conversations/${opened.body.id}/messages`;
      await call("POST", path, { token: seer.token, json: { body: "One" } });
      await runServerJobs();
      expect([busy.received, gone.received]).toEqual([[], []]);
      const devices = await call("GET", "/users/me/push-subscriptions", { token: seeker.token });
      expect(devices.body.count).toBe(1);
      // The retry is due after 5 s (±20 %).
      await setServerClock("2027-03-01T00:00:10Z");
      await runServerJobs();
      expect(busy.received.map((push) => push.payload.body)).toEqual(["One"]);

      const id = (devices.body.data as { id: string }[])[0]?.id;
      await call("DELETE", `/users/me/push-subscriptions/${id}`, { token: seeker.token });
      await call("POST", path, { token: seer.token, json: { body: "Two" } });
      await runServerJobs();
      expect([busy.received.length, gone.received.length]).toEqual([1, 0]);
    }));
});
