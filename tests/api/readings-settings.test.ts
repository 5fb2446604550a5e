/**
 * Readings now (issue 37): a Seer's switch and price per minute, and "available now" from the
 * facts: readings on and the site open (a live stream on any instance, with 60 s of grace after
 * the last one closes).
 */
import { describe, expect, it } from "vitest";
import { call, newUser } from "../support/api-client";
import { publishedSeer, runServerJobs, setServerClock, withClock } from "../support/bookings";
import { openEventStream } from "../support/event-stream";
import { seerWithCompleteListing } from "../support/listings";

const ON = { on: true, price_per_minute_cents: 199 };

describe("a Seer's readings", () => {
  it("are a published Seer's, at a price per minute within bounds", async () => {
    const seeker = await newUser();
    const asSeeker = await call("GET", "/users/me/readings", { token: seeker.token });
    expect(asSeeker.status).toBe(403);
    expect(asSeeker.body.detail).toBe("Only Seers have a listing");

    const draft = await seerWithCompleteListing();
    const unpublished = await call("PUT", "/users/me/readings", { token: draft.token, json: ON });
    expect(unpublished.status).toBe(409);
    expect(unpublished.body.detail).toBe(
      "Your listing must be published before you offer readings",
    );
    const off = await call("PUT", "/users/me/readings", {
      token: draft.token,
      json: { on: false, price_per_minute_cents: 199 },
    });
    expect(off.status).toBe(200);

    for (const price of [49, 2001, 1.5]) {
      const bad = await call("PUT", "/users/me/readings", {
        token: draft.token,
        json: { on: false, price_per_minute_cents: price },
      });
      expect(bad.status).toBe(422);
    }
  });

  it("make a Seer available now only while they have the site open, with 60 s of grace", async () => {
    const seer = await publishedSeer();
    const fresh = await call("GET", "/users/me/readings", { token: seer.token });
    expect(fresh.body).toEqual({ on: false, price_per_minute_cents: null, available_now: false });

    const on = await call("PUT", "/users/me/readings", { token: seer.token, json: ON });
    expect(on.status).toBe(200);
    // On, but nowhere on the site: not available.
    expect(on.body).toEqual({ on: true, price_per_minute_cents: 199, available_now: false });

    await withClock(async () => {
      const stream = await openEventStream({ token: seer.token });
      await stream.comment();
      const read = async () =>
        (await call("GET", "/users/me/readings", { token: seer.token })).body.available_now;
      await expect.poll(read, { timeout: 3_000 }).toBe(true);

      stream.close();
      await stream.ended;
      await new Promise((r) => setTimeout(r, 200));
      expect(await read()).toBe(true);
      await setServerClock(new Date(Date.now() + 61_000));
      await runServerJobs();
      expect(await read()).toBe(false);

      // Switched off, a Seer with the site open is not available either.
      const again = await openEventStream({ token: seer.token });
      await again.comment();
      await expect.poll(read, { timeout: 3_000 }).toBe(true);
      const switchedOff = await call("PUT", "/users/me/readings", {
        token: seer.token,
        json: { on: false, price_per_minute_cents: 250 },
      });
      expect(switchedOff.body).toEqual({
        on: false,
        price_per_minute_cents: 250,
        available_now: false,
      });
      again.close();
    });
  });
  it("leave a Seer unavailable from 30 minutes before an accepted session until its end", async () => {
    const seer = await publishedSeer();
    const seeker = await newUser();
    expect((await call("PUT", "/users/me/readings", { token: seer.token, json: ON })).status).toBe(
      200,
    );
    await withClock(async () => {
      // Tuesday 2 March 2027, 10:00 in Paris (09:00 UTC), booked and accepted the day before.
      await setServerClock("2027-03-01T00:00:00Z");
      const booked = await call("POST", "/bookings/", {
        token: seeker.token,
        json: { coach_slug: seer.slug, start: "2027-03-02T09:00:00.000Z", hours: 1 },
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(200);
      const id = booked.body.id as string;
      expect((await call("POST", `/bookings/${id}/accept`, { token: seer.token })).status).toBe(
        200,
      );
      const stream = await openEventStream({ token: seer.token });
      await stream.comment();
      const availableAt = async (at: string) => {
        await setServerClock(at);
        // The readings job pushes the open stream's presence on by the moved clock.
        await runServerJobs();
        return (await call("GET", "/users/me/readings", { token: seer.token })).body.available_now;
      };
      expect(await availableAt("2027-03-02T08:29:00Z")).toBe(true);
      expect(await availableAt("2027-03-02T08:31:00Z")).toBe(false);
      expect(await availableAt("2027-03-02T09:59:00Z")).toBe(false);
      expect(await availableAt("2027-03-02T10:00:30Z")).toBe(true);
      stream.close();
    });
  });
});
