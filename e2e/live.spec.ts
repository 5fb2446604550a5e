/**
 * Live updates in the browser (issue 21): one event stream per tab in the signed-in area, none on
 * public pages and nothing of it in their scripts; a booking's page, the Seer's list and its badge
 * change as the other party acts, without a reload; a page whose stream was down catches up once
 * it is back.
 */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { DAY_MS } from "../lib/durations";
import type { Account } from "./support/accounts";
import { apiAs } from "./support/app-session";
import { BookingsPage } from "./support/booking-pages";
import { expect, signInQuickly, test } from "./support/fixtures";
import { publishedSeer } from "./support/seers";

const EVENTS = "/api/v1/events";

/** Counts this page's requests for the event stream. */
function countStreams(page: Page): () => number {
  let opened = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === EVENTS) opened += 1;
  });
  return () => opened;
}

async function signedInPage(browser: Browser, who: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInQuickly(page, who);
  return page;
}

/** The first free one-hour start with the Seer three days from now (out of other tests' clocks). */
async function freeStart(api: APIRequestContext, slug: string): Promise<string> {
  const from = new Date(Date.now() + 3 * DAY_MS).toISOString().slice(0, 10);
  const response = await api.get(`/api/v1/coaches/${slug}/slots?from=${from}&days=7&hours=1`);
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { start: string }[] };
  const start = data[0]?.start;
  if (!start) throw new Error(`no free time with ${slug}`);
  return start;
}

async function requestSession(api: APIRequestContext, slug: string): Promise<string> {
  const response = await api.post("/api/v1/bookings/", {
    data: { coach_slug: slug, start: await freeStart(api, slug), hours: 1 },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

test.describe("live updates", () => {
  test.beforeEach(() => test.slow());

  test("one stream per tab in the signed-in area, none on public pages", async ({
    page,
    account,
  }) => {
    const streams = countStreams(page);
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text());
    });
    await page.goto("/");
    await page.goto("/discover");
    await page.waitForLoadState("networkidle");
    // A visitor's pages neither open the stream nor carry the code that would.
    expect(streams()).toBe(0);
    for (const text of await Promise.all(scripts)) expect(text).not.toContain(EVENTS);

    await signInQuickly(page, account);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(streams()).toBe(0);

    await page.goto("/dashboard");
    await expect.poll(streams).toBe(1);
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
    expect(streams()).toBe(1);
  });

  test("a booking's page, the Seer's requests and badge follow the other party's actions", async ({
    page,
    browser,
    playwright,
    request,
    account,
  }) => {
    const seer = await publishedSeer(playwright, request);
    const seekerApi = await apiAs(playwright, account);

    const seerPage = await signedInPage(browser, seer);
    const seerBookings = new BookingsPage(seerPage);
    await seerBookings.goto("requests");
    await expect(seerBookings.tab("Requests (0)")).toBeVisible();

    // The seeker asks; the Seer's open list shows it, and the sidebar counts it.
    const id = await requestSession(seekerApi, seer.slug);
    await expect(seerBookings.tab("Requests (1)")).toBeVisible();
    await expect(seerBookings.card(`${account.name}'s session`)).toContainText(
      "Waiting for an answer",
    );
    await expect(
      seerPage
        .getByRole("navigation", { name: "Account" })
        .getByRole("link", { name: /My bookings/ }),
    ).toContainText("1");

    // The seeker watches the booking's page while the Seer accepts it elsewhere.
    await signInQuickly(page, account);
    await page.goto(`/bookings/${id}`);
    const card = page.getByRole("main").getByRole("article");
    await expect(card).toContainText("Waiting for an answer");
    const accepted = await seer.api.post(`/api/v1/bookings/${id}/accept`);
    expect(accepted.status(), await accepted.text()).toBe(200);
    await expect(card).toContainText("Confirmed");
    await expect(seerBookings.tab("Requests (0)")).toBeVisible();
  });

  test("a page whose stream was down catches up when it is back", async ({
    page,
    playwright,
    request,
    account,
  }) => {
    const seer = await publishedSeer(playwright, request);
    const id = await requestSession(await apiAs(playwright, account), seer.slug);
    await signInQuickly(page, account);
    // The stream cannot be had: the page loads, its stream keeps failing and retrying.
    await page.route(`**${EVENTS}`, (route) => route.fulfill({ status: 503, body: "" }));
    await page.goto(`/bookings/${id}`);
    const card = page.getByRole("main").getByRole("article");
    await expect(card).toContainText("Waiting for an answer");

    const accepted = await seer.api.post(`/api/v1/bookings/${id}/accept`);
    expect(accepted.status(), await accepted.text()).toBe(200);
    // No hint can arrive: the page still shows what it loaded.
    await page.waitForTimeout(1_500);
    await expect(card).toContainText("Waiting for an answer");

    // The stream comes back (after its back-off) and the page refetches what it shows.
    await page.unroute(`**${EVENTS}`);
    await expect(card).toContainText("Confirmed", { timeout: 20_000 });
  });
});
