/**
 * When an account closes (issue 21): Settings' Danger zone says beforehand how many upcoming
 * sessions deleting will cancel; deleting cancels them, and the seeker still reads the booking,
 * cancelled, with the Seer as "Former member". Screenshots of the Danger zone at 375 and 1280 px,
 * light and dark, and axe on the panel and its dialog.
 *
 * The Seer is published through the API; the bookings are four and five days ahead, out of the
 * way of the booking spec's moved clock.
 */
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { DAY_MS } from "../lib/durations";
import { picture, seriousViolationsInBothThemes } from "./support/a11y";
import { apiAs } from "./support/app-session";
import { expect, signInQuickly, test } from "./support/fixtures";
import { publishedSeer } from "./support/seers";
import { SettingsPage } from "./support/settings-page";
import { expectToast } from "./support/site";

test.beforeEach(() => test.slow());

/** 10:00 UTC (11:00 in Paris, within the Seer's hours) `days` from today. */
function daysAhead(days: number): string {
  const day = new Date(Date.now() + days * DAY_MS);
  day.setUTCHours(10, 0, 0, 0);
  return day.toISOString();
}

async function book(api: APIRequestContext, slug: string, start: string): Promise<string> {
  const response = await api.post("/api/v1/bookings/", {
    data: { coach_slug: slug, start, hours: 1 },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await picture(page, testInfo, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("the Danger zone counts the sessions deleting will cancel; deleting cancels them", async ({
  page,
  browser,
  playwright,
  request,
  account,
}, testInfo) => {
  const seer = await publishedSeer(playwright, request);
  const seeker = await apiAs(playwright, account);
  const accepted = await book(seeker, seer.slug, daysAhead(4));
  await book(seeker, seer.slug, daysAhead(5));
  expect((await seer.api.post(`/api/v1/bookings/${accepted}/accept`)).status()).toBe(200);

  await signInQuickly(page, seer);
  const settings = new SettingsPage(page);
  await settings.goto("danger");
  const count = "Deleting your account will cancel 2 upcoming sessions";
  await expect(settings.panel).toContainText(
    `${count}; the other person in each is told by email.`,
  );
  await expect(settings.panel).toContainText("shown as “Former member”");

  // Each screen in both themes, scanned and photographed at both widths in each.
  const found = await seriousViolationsInBothThemes(page, "Danger zone", (theme) =>
    screenshots(page, testInfo, `danger-zone-${theme}`),
  );
  await settings.deleteAccount.click();
  await expect(settings.dialog).toContainText(count);
  found.push(
    ...(await seriousViolationsInBothThemes(page, "delete dialog", (theme) =>
      screenshots(page, testInfo, `delete-dialog-${theme}`),
    )),
  );
  await page.keyboard.press("Escape");
  await expect(settings.dialog).toBeHidden();
  expect(found).toEqual([]);

  await settings.deleteAccount.click();
  await settings.dialog.getByRole("button", { name: "Confirm" }).click();
  await expectToast(page, "Success", "Your account has been successfully deleted.");
  await expect(page).toHaveURL(/\/login$/);

  // The seeker still has the session: cancelled, by "Former member", for the account's closing.
  const seekerPage = await (await browser.newContext()).newPage();
  await signInQuickly(seekerPage, account);
  await seekerPage.goto(`/bookings/${accepted}`);
  const card = seekerPage.getByRole("article", { name: "Session with Former member" });
  await expect(card).toContainText("Cancelled");
  await expect(card).toContainText("Cancelled by Former member: “The account was closed”");
  // No profile to go back to: no link to it, nor to its free times.
  await expect(card.getByRole("link")).toHaveCount(0);
  await screenshots(seekerPage, testInfo, "seeker-booking");
  await seekerPage.context().close();
});
