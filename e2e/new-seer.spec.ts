/**
 * A Seer just published, as Discover and the coach pages show them: "New" rather than 0.0 stars,
 * "(0)" and "0 consultations"; "Available for Readings Now" (issue 37) shown by the browser within
 * 10 s once a Seer with readings on has the site open, with the price per minute and Connect
 * opening the reading dialog, and Discover's Available now view; and axe in light and dark.
 * Publishes Seers, so it runs after the catalogue's own counts (discover.spec.ts).
 */
import { randomUUID } from "node:crypto";
import type { Locator, TestInfo } from "@playwright/test";
import { SPECIALTIES } from "../lib/catalog/types";
import { THEME_STORAGE_KEY } from "../lib/theme";
import {
  picture,
  scanFor,
  seriousViolations,
  seriousViolationsInBothThemes,
  showTheme,
} from "./support/a11y";
import { baseURL } from "./support/e2e-env";
import { expect, test } from "./support/fixtures";
import { type PublishedSeer, publishedSeer } from "./support/seers";

type Pair = { token: string; now: PublishedSeer; later: PublishedSeer };

/**
 * Two Seers found by one word of their headline: `now` offers readings at $1.99/min (available
 * whenever they have the site open: `goOnline`), `later` does not.
 */
async function publishPair(playwright: Parameters<typeof publishedSeer>[0]): Promise<Pair> {
  const request = await playwright.request.newContext({ baseURL });
  const token = `kestrel${randomUUID().slice(0, 8)}`;
  // Every specialty: a new Seer's related coaches are then new Seers too (these or earlier ones).
  const common = { headline: `Readings of the ${token} kind`, specialties: [...SPECIALTIES] };
  const now = await publishedSeer(playwright, request, "UTC", common);
  const later = await publishedSeer(playwright, request, "UTC", common);
  const on = await now.api.put("/api/v1/users/me/readings", {
    data: { on: true, price_per_minute_cents: 199 },
  });
  expect(on.status(), await on.text()).toBe(200);
  await request.dispose();
  return { token, now, later };
}

/** The Seer has the site open (their live stream, as a signed-in tab keeps) until `close`. */
async function goOnline(seer: PublishedSeer): Promise<{ close: () => void }> {
  const login = await fetch(`${baseURL}/api/v1/login/access-token`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username: seer.email, password: seer.password }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const abort = new AbortController();
  const stream = await fetch(`${baseURL}/api/v1/events`, {
    headers: { Authorization: `Bearer ${access_token}`, Accept: "text/event-stream" },
    signal: abort.signal,
  });
  expect(stream.status).toBe(200);
  // Its first line comes at once; the Seer reads as online from then on.
  await stream.body?.getReader().read();
  return { close: () => abort.abort() };
}

/** With SCREENSHOT_DIR set, a picture of one element in each theme (for a person to look at). */
async function pictureInBothThemes(target: Locator, testInfo: TestInfo, name: string) {
  if (!process.env.SCREENSHOT_DIR) return;
  for (const theme of ["light", "dark"] as const) {
    await showTheme(target.page(), theme);
    await picture(target, testInfo, `${name}-${theme}`);
  }
  await showTheme(target.page(), "light");
}

function card(scope: Locator, name: string): Locator {
  return scope.getByRole("article").filter({ has: scope.page().getByRole("heading", { name }) });
}

async function expectNew(shown: Locator): Promise<void> {
  await expect(shown.getByText("New", { exact: true })).toBeVisible();
  await expect(shown).not.toContainText("0.0");
  await expect(shown).not.toContainText("(0)");
  await expect(shown).not.toContainText(/\b0 (consultations|visits|reviews)/);
}

test.describe("a newly published Seer", () => {
  let pair: Pair;
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    pair = await publishPair(playwright);
  });

  test("a new Seer's card on Discover says New @phone", async ({ page }) => {
    await page.goto(`/discover?q=${pair.token}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("status")).toHaveText("2 coaches match your filters");
    for (const seer of [pair.now, pair.later]) await expectNew(card(main, seer.name));
  });

  test("a Seer made available shows the badge, price and Connect within 10 s, on Discover and their page @phone", async ({
    page,
  }, testInfo) => {
    test.slow();
    const phone = testInfo.project.name === "phone";
    if (phone) await page.setViewportSize({ width: 375, height: 812 });
    const scan = scanFor(testInfo);
    // The page's timers run on a clock the test moves: its 8 s between asks pass in an instant.
    await page.clock.install();
    await page.goto(`/discover?q=${pair.token}`);
    const main = page.getByRole("main");
    const shown = card(main, pair.now.name);
    const other = card(main, pair.later.name);
    await expect(shown).toBeVisible();
    await expect(shown).not.toContainText("Available for Readings Now");
    await expect(
      shown.getByRole("link", {
        name: `Connect with ${pair.now.name}: choose a time (opens in a new tab)`,
      }),
    ).toHaveAttribute("href", `/profile/${pair.now.slug}#book`);

    const online = await goOnline(pair.now);
    try {
      // The page is not loaded again: the browser asks who is available every 8 s.
      await page.clock.runFor(8_000);
      await expect(shown.getByText("Available for Readings Now")).toBeVisible();
      await expect(shown).toContainText("$1.99/min");
      await expect(other).not.toContainText("Available for Readings Now");
      await expect(other.getByRole("link", { name: /: choose a time/ })).toBeVisible();
      await pictureInBothThemes(shown, testInfo, "card-available-now");
      const found = await scan(page, "/discover available now");
      await shown.getByRole("button", { name: `Connect with ${pair.now.name} now` }).click();
      const dialog = page.getByRole("dialog", { name: `Connect with ${pair.now.name}` });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText("$1.99/min");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      // Discover's Available now view lists them alone.
      await page.goto(`/discover?q=${pair.token}&available_now=true`);
      await expect(main.getByRole("status")).toHaveText("1 coach matches your filters");
      await expect(card(main, pair.now.name)).toBeVisible();
      await expect(card(main, pair.later.name)).toHaveCount(0);

      // Their page says it too, where "readings by appointment" stood; Connect opens the dialog.
      await page.goto(`/profile/${pair.now.slug}`);
      const box = main.getByRole("region", { name: "Readings now" });
      await expect(box).toContainText("Available for Readings Now");
      await expect(box).toContainText("$1.99/min, billed per started minute");
      await pictureInBothThemes(box, testInfo, "profile-available-now");
      found.push(...(await scan(page, "/profile available now")));
      await box.getByRole("button", { name: `Connect with ${pair.now.name} now` }).click();
      await expect(dialog).toBeVisible();
      expect(found).toEqual([]);
    } finally {
      online.close();
    }
    // Readings off: by appointment, with the way to the free times.
    await page.goto(`/profile/${pair.later.slug}`);
    const box = main.getByRole("region", { name: "Readings now" });
    await expect(box).toContainText("Readings by appointment");
    await expect(box.getByRole("link", { name: "See free times" })).toHaveAttribute(
      "href",
      "#book",
    );
    await pictureInBothThemes(box, testInfo, "profile-by-appointment");
  });

  test("the Seer's page and the related cards say New", async ({ page }) => {
    await page.goto(`/profile/${pair.now.slug}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: pair.now.name })).toBeVisible();
    // The line under the headline: rating, reviews and consultations.
    const reviewsLink = main.getByRole("link", { name: "No reviews yet", exact: true });
    await expect(reviewsLink).toHaveAttribute("href", "#reviews");
    await expectNew(reviewsLink.locator(".."));

    await main.getByRole("tab", { name: /^Ratings & Reviews/ }).click();
    const panel = main.getByRole("tabpanel");
    await expect(panel.getByText("No ratings yet")).toBeVisible();
    await expect(panel).not.toContainText("0.0");
    await expect(panel.getByRole("list", { name: "Rating distribution" })).toHaveCount(0);

    // Related services: the other new Seers (each pair shares every specialty) say New too.
    const related = main.getByRole("region", { name: "Related services" }).getByRole("link");
    await expect(related.filter({ hasText: "New" }).first()).toBeVisible();
    for (const other of await related.all()) {
      await expect(other).not.toContainText(/\b0 (consultations|visits)|0\.0|\(0\)/);
    }
  });

  test("no serious or critical axe violation, in light and dark @phone", async ({
    page,
  }, testInfo) => {
    test.slow();
    // A desktop judges each screen in both themes, loaded in the dark one a visitor chose (kept in
    // storage); a phone, as before, in the light theme only (its large pages scan slowly).
    const phone = testInfo.project.name === "phone";
    const scan = phone ? seriousViolations : seriousViolationsInBothThemes;
    if (!phone) {
      await page.addInitScript((key) => localStorage.setItem(key, "dark"), THEME_STORAGE_KEY);
    }
    await page.goto(`/discover?q=${pair.token}`);
    if (!phone) await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.getByRole("region", { name: "Available Coaches" })).toBeVisible();
    const found = await scan(page, "/discover new Seers");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to results" })).toBeFocused();
    found.push(...(await scan(page, "/discover skip link")));
    await page.goto(`/profile/${pair.now.slug}`);
    await expect(page.getByRole("link", { name: "No reviews yet", exact: true })).toBeVisible();
    found.push(...(await scan(page, "/profile new Seer")));
    await page.getByRole("tab", { name: /^Ratings & Reviews/ }).click();
    await expect(page.getByText("No ratings yet")).toBeVisible();
    found.push(...(await scan(page, "/profile new Seer reviews")));
    expect(found).toEqual([]);
  });
});
