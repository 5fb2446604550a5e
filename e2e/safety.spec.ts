/**
 * Safety in the browser (issue 21): a Seer blocks a seeker and reports the conversation from the
 * thread, the seeker's thread says they cannot write, and an admin resolves the report at
 * /admin/reports, reading the reported conversation there; axe and screenshots on the new screens,
 * in both themes on a phone. talk-and-meet.spec.ts walks a like flow on a desktop (the seeker
 * blocking and reporting there) and checks the same screens with axe in the light theme: on a
 * desktop, this one judges them in dark.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { THEME_STORAGE_KEY } from "../lib/theme";
import { seriousViolations, seriousViolationsInBothThemes, type Theme } from "./support/a11y";
import { createUserAsAdmin } from "./support/app-session";
import { expect, signInQuickly, test } from "./support/fixtures";
import { Thread } from "./support/message-pages";

test("one side blocks and reports, an admin resolves the report, in light and dark @phone", async ({
  page,
  pageFor,
  playwright,
  seer,
  account,
}, testInfo) => {
  // Three people's browsers and five screens scanned.
  test.slow();
  const phone = testInfo.project.name === "phone";
  const size = phone ? { width: 375, height: 760 } : { width: 1280, height: 900 };
  // A phone judges each screen in both themes. On a desktop, talk-and-meet.spec.ts judges these
  // screens in the light theme: everyone here sees dark, and only dark is scanned.
  const theme: Theme | undefined = phone ? undefined : "dark";
  if (theme)
    await page.addInitScript((key) => localStorage.setItem(key, "dark"), THEME_STORAGE_KEY);
  await page.setViewportSize(size);
  const found: string[] = [];
  const shots = process.env.SCREENSHOT_DIR;
  const look = async (target: Page, name: string) => {
    const shot = async (shown: Theme) => {
      if (!shots) return;
      mkdirSync(shots, { recursive: true });
      const file = `${name}-${testInfo.project.name}-${shown}.png`;
      await target.screenshot({ path: path.join(shots, file), fullPage: false });
    };
    if (!theme) {
      found.push(...(await seriousViolationsInBothThemes(target, name, shot)));
      return;
    }
    found.push(...(await seriousViolations(target, `${name} (${theme})`)));
    await shot(theme);
  };

  // The seeker writes to the Seer.
  await signInQuickly(page, account);
  await page.goto(`/messages/new?coach=${seer.slug}`);
  // Typed at once, perhaps before the page came to life: the composer takes the words in.
  const send = page.getByRole("main").getByRole("button", { name: "Send" });
  await page.getByLabel(/^Your message to/).fill("Send me your card number, please");
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const conversationUrl = page.url();
  const seekerThread = new Thread(page);
  await expect(seekerThread.line("card number")).toBeVisible();

  // The Seer blocks the seeker and reports the conversation.
  const seerPage = await pageFor(seer, { theme, viewport: size });
  await seerPage.goto(conversationUrl);
  const seerThread = new Thread(seerPage);
  await expect(seerThread.line("card number")).toBeVisible();
  await seerPage.getByRole("button", { name: "Block", exact: true }).click();
  await expect(seerPage.getByRole("status").filter({ hasText: "You have blocked" })).toBeVisible();
  await expect(seerThread.box).toHaveCount(0);
  await expect(seerPage.getByRole("button", { name: "Unblock" })).toBeVisible();
  const reason = `Asks for card numbers ${testInfo.project.name} ${Date.now()}`;
  await seerPage.getByRole("button", { name: "Report" }).click();
  const dialog = seerPage.getByRole("dialog", { name: "Report conversation" });
  await expect(dialog).toBeVisible();
  await look(seerPage, "report-dialog");
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Report" }).click();
  await expect(dialog).toBeHidden();
  await look(seerPage, "thread-blocked-by-me");

  // The seeker can no longer write.
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "has blocked you" })).toBeVisible();
  await expect(seekerThread.box).toHaveCount(0);
  await look(page, "thread-blocked-by-them");

  // An admin reads the reported conversation and resolves the report.
  const admin = await createUserAsAdmin(playwright, { superuser: true, fullName: "Safe Keeper" });
  const adminPage = await pageFor(admin, { theme, viewport: size });
  await adminPage.goto("/admin/reports");
  const card = adminPage.getByRole("listitem").filter({ hasText: reason });
  await expect(card).toBeVisible();
  await expect(card.getByText("Send me your card number, please")).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await look(adminPage, "admin-reports");
  await card.getByRole("button", { name: "Resolve" }).click();
  await expect(adminPage.getByRole("listitem").filter({ hasText: reason })).toHaveCount(0);
  await adminPage.getByRole("radio", { name: "All" }).check();
  await expect(
    adminPage
      .getByRole("listitem")
      .filter({ hasText: reason })
      .getByText(/Resolved/),
  ).toBeVisible();

  expect(found, found.join("\n")).toEqual([]);
});

test("Settings → Notifications turns message emails off and on, in light and dark @phone", async ({
  page,
  account,
}, testInfo) => {
  const phone = testInfo.project.name === "phone";
  await page.setViewportSize(phone ? { width: 375, height: 760 } : { width: 1280, height: 900 });
  await signInQuickly(page, account);
  await page.goto("/settings?tab=notifications");
  const box = page.getByLabel(/Email me when a message waits unread/);
  await expect(box).toBeChecked();
  await expect(box).toBeEnabled();
  const shots = process.env.SCREENSHOT_DIR;
  const found = await seriousViolationsInBothThemes(page, "notifications", async (theme) => {
    if (!shots) return;
    mkdirSync(shots, { recursive: true });
    await page.screenshot({
      path: path.join(shots, `notifications-${testInfo.project.name}-${theme}.png`),
    });
  });
  await box.uncheck();
  await expect(page.getByText("Message emails are off.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/Email me when a message waits unread/)).not.toBeChecked();
  await page.getByLabel(/Email me when a message waits unread/).check();
  await expect(page.getByText("Message emails are on.")).toBeVisible();
  expect(found, found.join("\n")).toEqual([]);
});
