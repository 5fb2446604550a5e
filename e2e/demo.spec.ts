/**
 * The demo shows the product (issue 21): signed in with /login's Demo Seeker and Demo Healer
 * buttons, each account's dashboard, bookings and messages have real content, and Luna Rivers'
 * profile shows her verified review but never her video link.
 *
 * These screens have their own specs, with axe in both themes; this one checks the demo's content.
 * With SCREENSHOT_DIR set it also saves each screen at 375 and 1280 px, light and dark (set
 * DEMO_THEME=dark), to look at.
 *
 * The demo story is shared by every spec of the run and the booking spec moves the clock, so this
 * one checks names and messages (which time does not change) rather than each booking's status.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { THEME_STORAGE_KEY } from "../lib/theme";
import { LoginPage } from "./support/auth-pages";
import { expect, test } from "./support/fixtures";

test.beforeEach(() => test.slow());

const theme = process.env.DEMO_THEME === "dark" ? "dark" : "light";

/** With SCREENSHOT_DIR: what is on screen, at both widths. */
async function lookAt(page: Page, name: string) {
  const shots = process.env.SCREENSHOT_DIR;
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({
      path: path.join(shots, `demo-${name}-${width}-${theme}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signInWithDemoButton(page: Page, button: "demoSeeker" | "demoHealer") {
  if (theme === "dark") {
    await page.addInitScript((key) => localStorage.setItem(key, "dark"), THEME_STORAGE_KEY);
  }
  const login = new LoginPage(page);
  await page.goto("/login");
  await login[button].click();
  await expect(page).toHaveURL(/\/$/);
}

test("the Demo Seeker finds sessions and a conversation with Luna Rivers", async ({ page }) => {
  await signInWithDemoButton(page, "demoSeeker");
  const main = page.getByRole("main");

  await page.goto("/dashboard");
  await expect(main.getByText("Hi, Sam Walker")).toBeVisible();
  await lookAt(page, "seeker-dashboard");

  await page.goto("/bookings");
  await expect(main.getByText("Luna Rivers").first()).toBeVisible();
  await lookAt(page, "seeker-bookings");

  await page.goto("/messages");
  await main.getByRole("link", { name: "Luna Rivers", exact: true }).click();
  await expect(main.getByText("Booked! Looking forward to it.")).toBeVisible();
  await expect(main.getByText(/Luna Rivers accepted the 1-hour session/).first()).toBeVisible();
  await lookAt(page, "seeker-conversation");

  await page.goto("/profile/luna-rivers");
  await expect(main.getByRole("heading", { level: 1, name: "Luna Rivers" })).toBeVisible();
  // In the Ratings & Reviews tab, which is in the page but not the one open.
  await expect(main.getByText("Calm, kind and practical")).toBeAttached();
  expect(await page.content()).not.toContain("meet.jit.si");
  await lookAt(page, "healer-profile");
});

test("the Demo Healer finds her listing live, a request and Sam's conversation", async ({
  page,
}) => {
  await signInWithDemoButton(page, "demoHealer");
  const main = page.getByRole("main");

  await page.goto("/dashboard");
  await expect(main.getByText("Hi, Luna Rivers")).toBeVisible();
  await lookAt(page, "healer-dashboard");

  await page.goto("/bookings");
  await expect(main.getByText("Sam Walker").first()).toBeVisible();
  await lookAt(page, "healer-bookings");

  await page.goto("/messages");
  await main.getByRole("link", { name: "Sam Walker", exact: true }).click();
  await expect(main.getByText("Booked! Looking forward to it.")).toBeVisible();
  await lookAt(page, "healer-conversation");

  await page.goto("/listing");
  await expect(
    main.getByRole("region", { name: "Listing status" }).getByText("Published"),
  ).toBeVisible();
  await lookAt(page, "healer-listing");
});
