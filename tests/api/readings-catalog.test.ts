/**
 * Readings now in the public catalogue (issue 37): `GET /coaches/?available_now=true`, each
 * coach's `readings` (price per minute and available now, or null while off), the cards' short
 * list `GET /readings/available`, and Discover's filtered view, which is never served stale.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, call } from "../support/api-client";
import { publishedSeer } from "../support/bookings";
import { type EventStream, openEventStream } from "../support/event-stream";

type Seer = Awaited<ReturnType<typeof publishedSeer>>;

/** Three Seers found by one word: available now, on but away from the site, and off. */
let word: string;
let available: Seer;
let away: Seer;
let off: Seer;
let stream: EventStream;

async function publishedWithWord(): Promise<Seer> {
  const seer = await publishedSeer();
  const edited = await call("PATCH", "/users/me/listing", {
    token: seer.token,
    json: { headline: `Readings by ${word}` },
  });
  if (edited.status !== 200) throw new Error(`headline: ${JSON.stringify(edited.body)}`);
  return seer;
}

async function readingsOn(seer: Seer, cents: number) {
  const on = await call("PUT", "/users/me/readings", {
    token: seer.token,
    json: { on: true, price_per_minute_cents: cents },
  });
  if (on.status !== 200) throw new Error(`readings: ${JSON.stringify(on.body)}`);
}

const readingsBySlug = async () => {
  const list = await call("GET", `/coaches/?q=${word}`);
  expect(list.status).toBe(200);
  return Object.fromEntries(
    (list.body.data as { slug: string; readings: unknown }[]).map((c) => [c.slug, c.readings]),
  );
};

beforeAll(async () => {
  word = `lantern${randomUUID().slice(0, 8)}`;
  [available, away, off] = await Promise.all([
    publishedWithWord(),
    publishedWithWord(),
    publishedWithWord(),
  ]);
  await Promise.all([readingsOn(available, 199), readingsOn(away, 250)]);
  stream = await openEventStream({ token: available.token });
  await stream.comment();
  // The stream's presence is written as it opens: within moments the Seer reads as online.
  for (let tries = 0; ; tries++) {
    const seen = await call("GET", "/users/me/readings", { token: available.token });
    if (seen.body.available_now === true) break;
    if (tries > 50) throw new Error("the Seer with the site open never read as available");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(() => stream?.close());

describe("readings in the catalogue", () => {
  it("give each coach its price per minute and whether it is available now, or null when off", async () => {
    expect(await readingsBySlug()).toEqual({
      [available.slug]: { price_per_minute_cents: 199, available_now: true },
      [away.slug]: { price_per_minute_cents: 250, available_now: false },
      [off.slug]: null,
    });
    const one = await call("GET", `/coaches/${available.slug}`);
    expect(one.body.readings).toEqual({ price_per_minute_cents: 199, available_now: true });
    // The sample coaches have no Seer behind them: never available, readings null.
    expect((await call("GET", "/coaches/amara-okafor")).body.readings).toBeNull();
  });

  it("filter by available now, with the count and facets of that view; false is no filter", async () => {
    const only = await call("GET", `/coaches/?q=${word}&available_now=true`);
    expect(only.status).toBe(200);
    expect((only.body.data as { slug: string }[]).map((c) => c.slug)).toEqual([available.slug]);
    expect(only.body.count).toBe(1);
    expect((only.body.facets as { time: { anytime: number } }).time.anytime).toBe(1);

    expect((await call("GET", `/coaches/?q=${word}&available_now=false`)).body.count).toBe(3);
    const bad = await call("GET", "/coaches/?available_now=yes");
    expect(bad.status).toBe(422);
    expect((bad.body.detail as { loc: string[] }[])[0]?.loc).toEqual(["query", "available_now"]);
  });

  it("list who is available now for the cards, briefly cacheable by a proxy", async () => {
    const list = await call("GET", "/readings/available");
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("public, s-maxage=2, max-age=0");
    const coaches = list.body.coaches as { slug: string; price_per_minute_cents: number }[];
    expect(coaches).toContainEqual({ slug: available.slug, price_per_minute_cents: 199 });
    const slugs = coaches.map((c) => c.slug);
    expect(slugs).not.toContain(away.slug);
    expect(slugs).not.toContain(off.slug);
  });

  it("show Discover's Available now view fresh, rendered for the request", async () => {
    const res = await fetch(`${baseUrl()}/discover?q=${word}&available_now=true`);
    expect(res.status).toBe(200);
    // Not from the shared page cache, and no proxy in front may keep it either.
    expect(res.headers.get("x-seers-cache")).toBeNull();
    expect(res.headers.get("cache-control")).toContain("no-store");
    const html = await res.text();
    expect(html).toContain(`/profile/${available.slug}`);
    expect(html).not.toContain(`/profile/${away.slug}`);
    expect(html).not.toContain(`/profile/${off.slug}`);
  });
});
