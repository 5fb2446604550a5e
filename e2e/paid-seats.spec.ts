/**
 * Paid event seats in the browser, against the payments server and its Stripe stand-in
 * (playwright.config.ts): a Seer sees the price field in /hosting; a seeker reads the refund
 * terms on the event page, takes a seat through Stripe's pay page and comes back to it confirmed,
 * and finds it paid in My events. Axe judges each screen in both themes (one on a phone); with
 * SCREENSHOT_DIR set, a picture of each in both themes. Accounts and the event are made through
 * the API.
 */
import type { Page, TestInfo } from "@playwright/test";
import { scanFor, screenshotBothThemes } from "./support/a11y";
import { expect, signInQuickly, test } from "./support/fixtures";
import { paidSeer } from "./support/payments";

async function judge(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  expect(await scanFor(testInfo)(page, name)).toEqual([]);
  await screenshotBothThemes(page, testInfo, name);
}

const DAY = 24 * 3600_000;
const at = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();

test.beforeEach(() => test.slow());

test("a seeker takes a paid seat through Stripe's page and finds it paid @phone", async ({
  page,
  playwright,
  request,
  account,
}, testInfo) => {
  const seer = await paidSeer(playwright, request);
  const title = `Paid Moon Workshop ${Date.now().toString(36)}`;
  const created = await seer.api.post("/api/v1/users/me/events", {
    data: {
      title,
      description:
        "A paid workshop to read the full Moon together, with a guided writing practice.",
      category: "astrology",
      starts_at: at(6 * DAY),
      ends_at: at(6 * DAY + 2 * 3600_000),
      timezone: "Europe/Paris",
      mode: "online",
      video_url: `https://meet.jit.si/paid-e2e-${Date.now().toString(36)}`,
      capacity: 4,
      price_cents: 2500,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  const published = await seer.api.post(`/api/v1/users/me/events/${slug}/publish`);
  expect(published.status()).toBe(200);

  await signInQuickly(page, account);
  await page.goto(`/events/${slug}`);
  const main = page.getByRole("main");
  await expect(main.getByText("Give it back at least 24 hours before the start")).toBeVisible();
  // Judged once the panel has read the viewer's seat and enabled its button.
  const takeSeat = main.getByRole("button", { name: "Take a seat" });
  await expect(takeSeat).toBeEnabled();
  await judge(page, testInfo, "paid event page");
  await takeSeat.click();

  // Stripe's hosted page (the stand-in's): Pay.
  await expect(page.getByRole("heading", { name: "Pay", exact: true })).toBeVisible();
  await expect(page.getByText("25.00 USD", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  // Back on the event page through the return, which confirms the seat at once.
  await expect(page).toHaveURL(new RegExp(`/events/${slug}\\?payment=done`));
  await expect(page.getByTestId("payment-return")).toContainText(
    "Payment received: your seat is confirmed",
    { timeout: 15_000 },
  );
  await expect(main.getByText("You have a seat.")).toBeVisible();
  await judge(page, testInfo, "paid seat confirmed");

  await page.goto("/my-events");
  const item = page.getByRole("listitem").filter({ hasText: title });
  await expect(item.getByTestId("seat-payment")).toContainText("Paid $25.00");
  await judge(page, testInfo, "my events paid");
  await seer.api.dispose();
});

test("a Seer with payouts set up sets a price per seat in /hosting @phone", async ({
  page,
  playwright,
  request,
}, testInfo) => {
  const seer = await paidSeer(playwright, request);
  await signInQuickly(page, seer);
  await page.goto("/hosting");
  await page.getByRole("button", { name: "New event" }).click();
  const form = page.getByRole("form", { name: "New event" });
  await expect(form.getByLabel(/Price per seat/)).toBeVisible();
  await form.getByLabel(/Price per seat/).fill("25");
  await judge(page, testInfo, "hosting price");
  await seer.api.dispose();
});
