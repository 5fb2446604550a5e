/**
 * Live updates in the browser (issue 21): one event stream per tab for a signed-in person (the
 * public header's unread count listens to it too, so an idle tab asks nothing), none for visitors
 * and nothing of it in their scripts; a page whose stream was down catches up once
 * it is back. A booking's page, the Seer's requests and their badge changing as the other party
 * acts are walked through in talk-and-meet.spec.ts.
 */
import type { Page } from "@playwright/test";
import { apiAs } from "./support/app-session";
import { BookingsPage } from "./support/booking-pages";
import { expect, signInQuickly, test } from "./support/fixtures";
import { requestSession } from "./support/session-requests";

const EVENTS = "/api/v1/events";
const UNREAD_URL = "/api/v1/users/me/unread";

/** Counts this page's requests for the event stream. */
function countStreams(page: Page): () => number {
  let opened = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === EVENTS) opened += 1;
  });
  return () => opened;
}

test.describe("live updates", () => {
  test.beforeEach(() => test.slow());

  test("one stream per tab in the signed-in area, none on public pages", async ({
    page,
    account,
  }) => {
    const streams = countStreams(page);
    // The scripts' addresses, read again afterwards: a body is gone once its page is left.
    const scripts = new Set<string>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.add(response.url());
    });
    await page.goto("/");
    await page.goto("/discover");
    await page.waitForLoadState("networkidle");
    // A visitor's pages neither open the stream nor carry the code that would.
    expect(streams()).toBe(0);
    expect(scripts.size).toBeGreaterThan(0);
    for (const url of scripts)
      expect(await (await page.request.get(url)).text()).not.toContain(EVENTS);

    await signInQuickly(page, account);
    // Signed in, the public header's unread count listens to the stream too.
    await page.goto("/");
    await expect.poll(streams).toBe(1);

    // A page load is a tab's new stream.
    await page.goto("/dashboard");
    await expect.poll(streams).toBe(2);
    // Moving around the signed-in area keeps the tab's one stream.
    await page
      .getByRole("navigation", { name: "Account" })
      .getByRole("link", { name: /My bookings/ })
      .click();
    await expect(new BookingsPage(page).heading).toBeVisible();
    await page
      .getByRole("navigation", { name: "Account" })
      .getByRole("link", { name: "User Settings" })
      .click();
    await expect(page).toHaveURL(/\/settings/);
    await page.waitForLoadState("networkidle");
    expect(streams()).toBe(2);
  });

  test("the public header keeps the unread count by the stream: an idle tab asks nothing", async ({
    page,
    account,
  }) => {
    await signInQuickly(page, account);
    // What the page asks the server for, the stream aside (pages prefetched on a whim aside too).
    const asked: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/api/") && path !== EVENTS) asked.push(request.url());
    });
    const unread = () => asked.filter((url) => url.includes(UNREAD_URL)).length;
    // Timers run on a clock the test moves: a minute passes in an instant.
    await page.clock.install();
    const opened = page.waitForResponse((response) => response.url().endsWith(EVENTS));
    await page.goto("/");
    expect((await opened).status()).toBe(200);
    await expect.poll(unread).toBeGreaterThanOrEqual(1);
    await page.waitForLoadState("networkidle");

    const before = asked.length;
    await page.clock.runFor(60_000);
    await page.waitForTimeout(2_000);
    expect(asked.slice(before)).toEqual([]);
  });

  test("without the stream, the public header polls the unread count instead", async ({
    page,
    account,
  }) => {
    await signInQuickly(page, account);
    await page.route(`**${EVENTS}`, (route) => route.fulfill({ status: 503, body: "" }));
    let unread = 0;
    page.on("request", (request) => {
      if (request.url().includes(UNREAD_URL)) unread += 1;
    });
    await page.clock.install();
    await page.goto("/");
    await expect.poll(() => unread).toBe(1);
    // Every 10 seconds, one question (each answered before the clock moves on).
    for (const asked of [2, 3]) {
      await page.clock.runFor(10_500);
      await expect.poll(() => unread).toBe(asked);
    }
  });

  test("a page whose stream was down catches up when it is back", async ({
    page,
    playwright,
    seer,
    account,
  }) => {
    const seeker = await apiAs(playwright, account);
    const { id } = await requestSession(seeker, seer.slug);
    await seeker.dispose();
    await signInQuickly(page, account);
    // The stream cannot be had: the page loads, its stream keeps failing and retrying.
    let refused = 0;
    await page.route(`**${EVENTS}`, (route) => {
      refused += 1;
      return route.fulfill({ status: 503, body: "" });
    });
    await page.goto(`/bookings/${id}`);
    const card = page.getByRole("main").getByRole("article");
    await expect(card).toContainText("Waiting for an answer");

    const accepted = await seer.api.post(`/api/v1/bookings/${id}/accept`);
    expect(accepted.status(), await accepted.text()).toBe(200);
    // No hint can arrive: once the stream has been refused again after the change, the page
    // still shows what it loaded.
    const refusedBefore = refused;
    await expect.poll(() => refused, { timeout: 20_000 }).toBeGreaterThan(refusedBefore);
    await expect(card).toContainText("Waiting for an answer");

    // The stream comes back (after its back-off) and the page refetches what it shows.
    await page.unroute(`**${EVENTS}`);
    await expect(card).toContainText("Confirmed", { timeout: 35_000 });
  });
});
