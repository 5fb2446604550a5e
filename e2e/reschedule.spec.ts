/**
 * Moving a session (issue 29): a seeker proposes a new time on the booking's page, from the Seer's
 * free times in the booking grid; the Seer, in another browser, sees it arrive live and accepts;
 * the seeker's page follows by itself. Accounts, listing and booking are made through the API.
 */

import type { Locator } from "@playwright/test";
import { picture, scanFor } from "./support/a11y";
import { apiAs } from "./support/app-session";
import { expect, signInQuickly, test } from "./support/fixtures";
import { requestSession } from "./support/session-requests";

/**
 * The strip's last day with free times, a week ahead: the dialog opens on the first free day,
 * which late in the Seer's day is today with only a time or two left.
 */
function laterFreeDay(dialog: Locator): Locator {
  return dialog
    .getByRole("group", { name: "Day" })
    .getByRole("radio", { name: /\d+ free times$/ })
    .last();
}

test("a seeker moves a session and the Seer accepts in another browser @phone", async ({
  page,
  pageFor,
  playwright,
  seer,
  account,
}, testInfo) => {
  test.slow();
  const phone = testInfo.project.name.includes("phone");
  const viewport = phone ? { width: 375, height: 800 } : { width: 1280, height: 800 };
  const scan = scanFor(testInfo);
  const shot = (name: string, on = page) => picture(on, testInfo, name);

  const seekerApi = await apiAs(playwright, account);
  const booking = await requestSession(seekerApi, seer.slug, { daysAhead: 3 });
  expect((await seer.api.post(`/api/v1/bookings/${booking.id}/accept`)).status()).toBe(200);

  await page.setViewportSize(viewport);
  await signInQuickly(page, account);
  await page.goto(`/bookings/${booking.id}`);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Propose a new time" }).click();
  const dialog = page.getByRole("dialog", { name: "Propose a new time" });
  await laterFreeDay(dialog).check();
  const times = dialog.getByRole("group", { name: /^Start time/ }).getByRole("radio");
  await expect(times.first()).toBeVisible();
  const pick = times.nth(2);
  const label = (await pick.getAttribute("aria-label")) ?? "";
  await pick.check();
  await expect(dialog.getByText("New time", { exact: true })).toBeVisible();
  expect(await scan(page, "propose a new time")).toEqual([]);
  await shot("seeker-dialog");
  await dialog.getByRole("button", { name: "Propose this time" }).click();
  await expect(dialog).toBeHidden();
  const mine = main.getByRole("region", { name: "You proposed a new time" });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole("button", { name: "Withdraw" })).toBeVisible();

  // The Seer, in their own browser (dark theme), is asked; the list says so too.
  const seerPage = await pageFor(seer, { viewport, theme: "dark" });
  await seerPage.goto("/bookings?tab=upcoming");
  await expect(seerPage.getByRole("main").getByText("New time proposed")).toBeVisible();
  await seerPage.goto(`/bookings/${booking.id}`);
  const asked = seerPage
    .getByRole("main")
    .getByRole("region", { name: /asks to move this session$/ });
  await expect(asked).toContainText(label.split(" ")[0] ?? "");
  expect(await scan(seerPage, "a proposal to answer")).toEqual([]);
  await shot("seer-proposal", seerPage);
  await asked.getByRole("button", { name: "Accept new time" }).click();
  await expect(asked).toBeHidden();

  // The seeker's page follows live: no proposal left, the session at its new time.
  await expect(mine).toBeHidden();
  const after = (await (await seekerApi.get(`/api/v1/bookings/${booking.id}`)).json()) as {
    start: string;
    reschedule: unknown;
  };
  expect(after.start).not.toBe(booking.start);
  expect(after.reschedule).toBeNull();
  await shot("seeker-after");
  await seekerApi.dispose();
});

test("the Seer offers two new times and the seeker chooses one", async ({
  page,
  pageFor,
  playwright,
  seer,
  account,
}, testInfo) => {
  test.slow();
  const scan = scanFor(testInfo);
  const seekerApi = await apiAs(playwright, account);
  const booking = await requestSession(seekerApi, seer.slug, { daysAhead: 4 });
  expect((await seer.api.post(`/api/v1/bookings/${booking.id}/accept`)).status()).toBe(200);

  const seerPage = await pageFor(seer, { theme: "dark" });
  await seerPage.goto(`/bookings/${booking.id}`);
  await seerPage.getByRole("main").getByRole("button", { name: "Propose a new time" }).click();
  const dialog = seerPage.getByRole("dialog", { name: "Propose a new time" });
  await laterFreeDay(dialog).check();
  const times = dialog.getByRole("group", { name: /^Start times/ }).getByRole("checkbox");
  await times.nth(1).check();
  await times.nth(3).check();
  expect(await scan(seerPage, "offer new times")).toEqual([]);
  await picture(seerPage, testInfo, "seer-dialog", { fullPage: false });
  await dialog.getByRole("button", { name: "Propose 2 times" }).click();
  await expect(dialog).toBeHidden();

  await signInQuickly(page, account);
  await page.goto(`/bookings/${booking.id}`);
  const asked = page.getByRole("main").getByRole("region", { name: /asks to move this session$/ });
  const choices = asked.getByRole("radio");
  await expect(choices).toHaveCount(2);
  await expect(asked.getByRole("button", { name: "Accept new time" })).toBeDisabled();
  await choices.nth(1).check();
  expect(await scan(page, "choose a new time")).toEqual([]);
  await picture(page, testInfo, "seeker-choice");
  await asked.getByRole("button", { name: "Accept new time" }).click();
  await expect(asked).toBeHidden();
  const after = (await (await seekerApi.get(`/api/v1/bookings/${booking.id}`)).json()) as {
    start: string;
  };
  expect(after.start).not.toBe(booking.start);
  await seekerApi.dispose();
});
