/**
 * A Seer just published, as Discover and the coach pages show them: "New" rather than 0.0 stars,
 * "(0)" and "0 consultations"; the Available Coaches strip holds only cards that say "Available
 * for Readings Now" (a Seer by appointment is listed after it, under a heading that says so); and
 * axe in light and dark. Publishes Seers, so it runs after the catalogue's own counts (discover.spec.ts).
 */
import { randomUUID } from "node:crypto";
import type { Locator } from "@playwright/test";
import { SPECIALTIES } from "../lib/catalog/types";
import { THEME_STORAGE_KEY } from "../lib/theme";
import { seriousViolations, seriousViolationsInBothThemes } from "./support/a11y";
import { baseURL } from "./support/e2e-env";
import { expect, test } from "./support/fixtures";
import { type PublishedSeer, publishedSeer } from "./support/seers";

const ALL_DAY: [string, string][] = [["00:00", "24:00"]];

type Pair = { token: string; now: PublishedSeer; later: PublishedSeer };

/** Two Seers found by one word of their headline: one free now, one by appointment only. */
async function publishPair(playwright: Parameters<typeof publishedSeer>[0]): Promise<Pair> {
  const request = await playwright.request.newContext({ baseURL });
  const token = `kestrel${randomUUID().slice(0, 8)}`;
  // Every specialty: a new Seer's related coaches are then new Seers too (these or earlier ones).
  const common = { headline: `Readings of the ${token} kind`, specialties: [...SPECIALTIES] };
  const now = await publishedSeer(playwright, request, "UTC", {
    ...common,
    weekly_hours: {
      mon: ALL_DAY,
      tue: ALL_DAY,
      wed: ALL_DAY,
      thu: ALL_DAY,
      fri: ALL_DAY,
      sat: ALL_DAY,
      sun: ALL_DAY,
    },
  });
  // A day's notice: never free within the next two hours, whatever the clock says.
  const later = await publishedSeer(playwright, request, "UTC", {
    ...common,
    min_notice_hours: 24,
  });
  await request.dispose();
  return { token, now, later };
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

  test("Available Coaches holds only cards free now; by appointment comes after, as it says @phone", async ({
    page,
  }) => {
    await page.goto(`/discover?q=${pair.token}`);
    const main = page.getByRole("main");
    const available = main.getByRole("region", { name: "Available Coaches" });
    await expect(card(available, pair.now.name)).toContainText("Available for Readings Now");
    await expect(card(main, pair.later.name)).toContainText("Readings by appointment");
    await expect(card(available, pair.later.name)).toHaveCount(0);
    const later = main.getByRole("region", { name: "By Appointment" });
    await expect(card(later, pair.later.name)).toBeVisible();

    // The whole catalogue: whatever other Seers are listed, each strip agrees with its cards.
    await page.goto("/discover");
    const cards = available.getByRole("article");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const shown of await cards.all()) {
      await expect(shown).toContainText("Available for Readings Now");
    }
    for (const shown of await later.getByRole("article").all()) {
      await expect(shown).toContainText("Readings by appointment");
    }
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
    await expect(page.getByRole("region", { name: "By Appointment" })).toBeVisible();
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
