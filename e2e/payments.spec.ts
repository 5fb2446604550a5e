/**
 * Paid sessions (issue 28) in the browser, against the payments server and its Stripe stand-in
 * (playwright.config.ts): a seeker goes from Book now through Stripe's pay page back to "Request
 * sent"; a Seer sets up payouts in Settings, accepts a paid request and finds it in Earnings; an
 * admin refunds part of a payment. Axe judges each screen in both themes (one on a phone).
 *
 * What is not the subject is made through the API: accounts, listings, a Seer's payouts (the
 * stand-in's onboarding page posted to), a paid request. The Seer charges $45 an hour, so the
 * platform's 15 % is $6.75 of an hour and $13.50 of two.
 */
import type { Locator, Page, TestInfo } from "@playwright/test";
import { scanFor, screenshotBothThemes } from "./support/a11y";
import { BookingPanel } from "./support/booking-pages";
import { paymentsBaseURL, SUPERUSER } from "./support/e2e-env";
import { expect, signInQuickly, test } from "./support/fixtures";
import { dollars, feeOf, paidRequest, paidSeer } from "./support/payments";
import { bookableListing, draftSeer } from "./support/seers";
import { SettingsPage } from "./support/settings-page";
import { expectToast } from "./support/site";

const RATE = 45;
const HOUR_CENTS = RATE * 100;

/**
 * Axe on the screen as it is (both themes on a desktop, the one shown on a phone; not when `axe`
 * is false: a screen whose parts are judged elsewhere); with SCREENSHOT_DIR set, a full-page
 * picture of it in each theme there too, for a person to look at.
 */
async function judge(page: Page, testInfo: TestInfo, name: string, axe = true): Promise<void> {
  if (axe) expect(await scanFor(testInfo)(page, name)).toEqual([]);
  await screenshotBothThemes(page, testInfo, name);
}

/**
 * One row of a money table (components/payments/money-table.tsx) by what it says: a table row
 * from 640 px up, a card of its own on a phone.
 */
function moneyRow(page: Page, table: string | RegExp, says: string): Locator {
  const main = page.getByRole("main");
  return main
    .getByRole("table", { name: table })
    .getByRole("row")
    .or(main.getByRole("list", { name: table }).getByRole("listitem"))
    .filter({ hasText: says });
}

/** The row says `values` in this order (with the labels between them on a phone). */
async function expectMoneyRow(
  page: Page,
  table: string | RegExp,
  says: string,
  values: string[],
): Promise<void> {
  const inOrder = values.map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".*");
  await expect(moneyRow(page, table, says)).toContainText(new RegExp(inOrder));
}

// Each test makes a Seer (and a seeker) of its own and walks one or two people's screens.
test.beforeEach(() => test.slow());

test("a seeker books, pays on Stripe's page and comes back to the request sent @phone", async ({
  page,
  playwright,
  request,
  account,
}, testInfo) => {
  const seer = await paidSeer(playwright, request, { hourly_rate: RATE });
  await signInQuickly(page, account);
  const panel = new BookingPanel(page);
  await panel.goto(seer.slug);

  // Two hours tomorrow: $90, paid by card, on the card's terms.
  await panel.choose(2, { day: 1 });
  await expect(panel.panel).toContainText("$90");
  const terms = panel.main.getByRole("list", { name: "Terms" });
  await expect(terms).toContainText(
    "You pay by card on Stripe's secure page when you book: the amount is held, and charged only when Iris accepts.",
  );
  await expect(terms).toContainText(
    "Cancelling is free up to 24 hours before the start (a full refund). Later than that, the payment is not refunded.",
  );
  // The panel and its terms list are judged by booking.spec.ts; only their words differ here.
  await judge(page, testInfo, "paid booking panel", false);
  await panel.bookNow.click();

  // Stripe's hosted page (the stand-in's): the amount, the terms again, Pay.
  await expect(page.getByRole("heading", { name: "Pay", exact: true })).toBeVisible();
  await expect(page.getByText("90.00 USD", { exact: true })).toBeVisible();
  await expect(page.getByText("later, the payment is not refunded")).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  // Back on the site: the request is sent, the card held for it.
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\?payment=done$/);
  const sent = page.getByRole("region", { name: "Request sent to Iris" });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText("2 hours · $90, held on your card");
  await expect(sent).toContainText(
    /Iris has \d+ (days?|hours?)( \d+ hours?)? to accept\. We will email you the answer\./,
  );
  await expect(page.getByRole("main")).toContainText(
    "$90 held on the card, charged only if the Seer accepts.",
  );
  await judge(page, testInfo, "request sent");
  await seer.api.dispose();
});

test("a Seer sets up payouts in Settings, on Stripe's onboarding page @phone", async ({
  page,
  playwright,
  request,
}, testInfo) => {
  const draft = await draftSeer(
    playwright,
    request,
    bookableListing("Europe/Paris"),
    paymentsBaseURL,
  );
  await signInQuickly(page, draft);

  // Settings → Payouts: not started, then Stripe's onboarding, then back: set up.
  const settings = new SettingsPage(page);
  await settings.goto("payouts");
  await expect(settings.panel).toContainText(
    "Set up payouts to publish your listing and be paid for your sessions.",
  );
  // The same card as once set up (judged below), with other words.
  await judge(page, testInfo, "payouts not started", false);
  await settings.panel.getByRole("button", { name: "Set up payouts" }).click();
  await expect(page.getByRole("heading", { name: "Set up payouts" })).toBeVisible();
  await page.getByRole("button", { name: "Complete onboarding" }).click();
  await expect(page).toHaveURL(/\/settings\?tab=payouts$/);
  await expect(settings.panel).toContainText(
    "Payouts are set up. Each session's money comes to your bank a day after the session, less the platform's fee.",
  );
  await expect(settings.panel.getByRole("link", { name: "See your earnings" })).toBeVisible();
  await judge(page, testInfo, "payouts enabled");
  // Now the listing may go to review.
  const submitted = await draft.api.post("/api/v1/users/me/listing/submit");
  expect(submitted.status(), await submitted.text()).toBe(200);
  await draft.api.dispose();
});

test("a Seer accepts a paid request: the card is charged, the session is in Earnings @phone", async ({
  page,
  playwright,
  request,
}, testInfo) => {
  const seer = await paidSeer(playwright, request, { hourly_rate: RATE });
  const { seeker, booking } = await paidRequest(playwright, request, seer.slug, 2);
  await seer.api.dispose();
  await signInQuickly(page, seer);

  // The Seer opens the request: $45 held, $38.25 theirs after the fee; accepting charges it.
  const fee = feeOf(HOUR_CENTS);
  const net = HOUR_CENTS - fee;
  expect([fee, net]).toEqual([675, 3825]);
  await page.goto(`/bookings/${booking.id}`);
  const main = page.getByRole("main");
  await expect(main).toContainText(
    "$45 held on the card, charged only if the Seer accepts. You receive $38.25 after the platform's fee.",
  );
  await main.getByRole("button", { name: "Accept" }).click();
  await expectToast(page, "Success!", "The session is confirmed.");
  await expect(main).toContainText(
    "$45 paid by card. You receive $38.25 after the platform's fee.",
  );
  await expect(main).toContainText("Confirmed");
  await judge(page, testInfo, "paid booking (Seer)");

  // Earnings: the session and its month: gross, fee and net, not yet paid out.
  const startsAt = new Date(booking.start);
  const day = startsAt.toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });
  const month = startsAt.toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  await page.goto("/earnings");
  await expect(main.getByRole("heading", { level: 1, name: "Earnings" })).toBeVisible();
  await expectMoneyRow(page, "Paid sessions", seeker.name, [
    day,
    "Session",
    seeker.name,
    "Paid",
    dollars(HOUR_CENTS),
    dollars(fee),
    dollars(net),
    dollars(net),
    "After the session",
  ]);
  await expectMoneyRow(page, "Totals by month", month, [
    month,
    dollars(HOUR_CENTS),
    dollars(fee),
    dollars(net),
    "$0.00",
    dollars(net),
  ]);
  await judge(page, testInfo, "earnings");
});

test("an admin refunds part of a paid session, with a reason", async ({
  page,
  playwright,
  request,
}, testInfo) => {
  const seer = await paidSeer(playwright, request, { hourly_rate: RATE });
  const { seeker, booking } = await paidRequest(playwright, request, seer.slug, 4);
  const accepted = await seer.api.post(`/api/v1/bookings/${booking.id}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  await seer.api.dispose();

  await signInQuickly(page, SUPERUSER);
  await page.goto("/admin/payments");
  const says = [seer.name, seeker.name];
  const paid = [dollars(HOUR_CENTS), dollars(feeOf(HOUR_CENTS))];
  await expectMoneyRow(page, /^Payments/, seer.name, [...says, "Paid", ...paid, "$0.00"]);
  const row = moneyRow(page, /^Payments/, seer.name);
  await row.getByRole("button", { name: "Refund" }).click();
  const dialog = page.getByRole("dialog", { name: "Refund this payment" });
  await expect(dialog).toContainText(
    "Up to $45.00 is left to refund. Both the seeker and the Seer are emailed the reason.",
  );
  await dialog.getByLabel("Amount in dollars (empty: all $45.00)").fill("10");
  await dialog.getByLabel("Reason").fill("The video dropped for ten minutes.");
  await judge(page, testInfo, "refund dialog");
  const sent = page.waitForRequest((r) => r.url().endsWith(`/bookings/${booking.id}/refund`));
  await dialog.getByRole("button", { name: "Refund" }).click();
  // A key of its own, so the same refund sent again (a lost answer) is made once.
  expect((await sent).headers()["idempotency-key"]).toMatch(/^[0-9a-f]{32}$/);
  await expectToast(page, "Success!", "The refund is made.");
  await expectMoneyRow(page, /^Payments/, seer.name, [
    ...says,
    "Partly refunded",
    ...paid,
    "$10.00",
  ]);
});
