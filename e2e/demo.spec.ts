/**
 * The demo shows the product (issue 21): signed in with /login's Demo Seeker and Demo Healer
 * buttons, each account's dashboard, bookings and messages have real content, and Luna Rivers'
 * profile shows her verified review but never her video link. Screenshots at 375 and 1280 px,
 * light and dark, with axe on each screen.
 *
 * The demo story is shared by every spec of the run and the booking spec moves the clock, so this
 * one checks names and messages (which time does not change) rather than each booking's status.
 */
import type { Page, TestInfo } from "@playwright/test";
import { THEME_STORAGE_KEY } from "../lib/theme";
import { LoginPage } from "./support/auth-pages";
import { expect, test } from "./support/fixtures";
import { seriousViolations } from "./support/settings-page";

// Four screens, each looked at twice with axe: longer than a usual test.
test.beforeEach(() => test.setTimeout(240_000));

const THEMES = ["light", "dark"] as const;
type Theme = (typeof THEMES)[number];

/** Screenshots of what is on screen at both widths, and its serious axe violations. */
async function lookAt(page: Page, testInfo: TestInfo, name: string, theme: Theme) {
  const found: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({
      path: testInfo.outputPath(`${name}-${width}-${theme}.png`),
      fullPage: true,
    });
    found.push(...(await seriousViolations(page, `${name} ${width} ${theme}`)));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return found;
}

async function signInWithDemoButton(page: Page, button: "demoSeeker" | "demoHealer", theme: Theme) {
  if (theme === "dark") {
    await page.addInitScript((key) => localStorage.setItem(key, "dark"), THEME_STORAGE_KEY);
  }
  const login = new LoginPage(page);
  await page.goto("/login");
  await login[button].click();
  await expect(page).toHaveURL(/\/$/);
}

for (const theme of THEMES) {
  test(`the Demo Seeker finds sessions and a conversation with Luna Rivers, ${theme}`, async ({
    page,
  }, testInfo) => {
    await signInWithDemoButton(page, "demoSeeker", theme);
    const main = page.getByRole("main");
    const found: string[] = [];

    await page.goto("/dashboard");
    await expect(main.getByText("Hi, Sam Walker")).toBeVisible();
    found.push(...(await lookAt(page, testInfo, "seeker-dashboard", theme)));

    await page.goto("/bookings");
    await expect(main.getByText("Luna Rivers").first()).toBeVisible();
    found.push(...(await lookAt(page, testInfo, "seeker-bookings", theme)));

    await page.goto("/messages");
    await main.getByRole("link", { name: "Luna Rivers", exact: true }).click();
    await expect(main.getByText("Booked! Looking forward to it.")).toBeVisible();
    await expect(main.getByText(/Luna Rivers accepted the 1-hour session/).first()).toBeVisible();
    found.push(...(await lookAt(page, testInfo, "seeker-conversation", theme)));

    await page.goto("/profile/luna-rivers");
    await expect(main.getByRole("heading", { level: 1, name: "Luna Rivers" })).toBeVisible();
    // In the Ratings & Reviews tab, which is in the page but not the one open.
    await expect(main.getByText("Calm, kind and practical")).toBeAttached();
    expect(await page.content()).not.toContain("meet.jit.si");
    found.push(...(await lookAt(page, testInfo, "healer-profile", theme)));
    expect(found).toEqual([]);
  });

  test(`the Demo Healer finds her listing live, a request and Sam's conversation, ${theme}`, async ({
    page,
  }, testInfo) => {
    await signInWithDemoButton(page, "demoHealer", theme);
    const main = page.getByRole("main");
    const found: string[] = [];

    await page.goto("/dashboard");
    await expect(main.getByText("Hi, Luna Rivers")).toBeVisible();
    found.push(...(await lookAt(page, testInfo, "healer-dashboard", theme)));

    await page.goto("/bookings");
    await expect(main.getByText("Sam Walker").first()).toBeVisible();
    found.push(...(await lookAt(page, testInfo, "healer-bookings", theme)));

    await page.goto("/messages");
    await main.getByRole("link", { name: "Sam Walker", exact: true }).click();
    await expect(main.getByText("Booked! Looking forward to it.")).toBeVisible();
    found.push(...(await lookAt(page, testInfo, "healer-conversation", theme)));

    await page.goto("/listing");
    await expect(
      main.getByRole("region", { name: "Listing status" }).getByText("Published"),
    ).toBeVisible();
    found.push(...(await lookAt(page, testInfo, "healer-listing", theme)));
    expect(found).toEqual([]);
  });
}
