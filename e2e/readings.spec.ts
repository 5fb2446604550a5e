/**
 * Readings now in the browser (issue 37), with Chromium's fake camera and microphone, on the
 * payments server (card payments on; its clock is the one no spec moves, and a ring of 60 s or a
 * meter cannot live through another spec's jump of a day). A Seer made available through the API
 * looks at their dashboard, then browses a public page; a visitor's Connect leads to log in and
 * back; a seeker presses Connect on the Seer's page, chooses a maximum, pays the hold on Stripe's
 * page (the stand-in's) and is shown the call; the Seer accepts from the dialog that rings on that
 * page; both are taken to the room, join and see the meter; the seeker ends it and both see the
 * receipt; a second call, declined, tells the seeker nothing was charged. Split across the two
 * parties so the walk stays cheap: the seeker at 375 px in the dark theme, the Seer at 1280 px in
 * the light one; axe on each new screen once: in both themes where only one party sees it (the
 * dashboard's card, the Connect dialog, the calling screen, the incoming ring), in each party's
 * own theme where both see it (room, receipt).
 */
import type { Browser, Page } from "@playwright/test";
import { THEME_STORAGE_KEY } from "../lib/theme";
import {
  screenshotBothThemes,
  seriousViolations,
  seriousViolationsInBothThemes,
} from "./support/a11y";
import type { Account } from "./support/accounts";
import { chromiumPath } from "./support/e2e-env";
import { expect, signInQuickly, test } from "./support/fixtures";
import { paidSeer } from "./support/payments";
import {
  ConnectDialogPage,
  IncomingReadingDialog,
  ReadingCallPage,
  ReadingRoomPage,
} from "./support/reading-pages";

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
    ],
  },
});

async function personIn(
  browser: Browser,
  who: Account,
  width: number,
  theme: "light" | "dark",
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 800 : 900 },
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [THEME_STORAGE_KEY, theme],
  );
  await signInQuickly(page, who);
  return page;
}

/** Stripe's hosted page (the stand-in's): Pay holds the maximum and comes back to the call. */
async function payOnStripePage(page: Page) {
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]+\?payment=done$/);
}

test.describe("readings now", () => {
  test("a seeker connects, the Seer accepts on the page they browse, both meet in the room, the seeker ends and both see the receipt; a declined call charges nothing", async ({
    browser,
    playwright,
    request,
    account,
  }, testInfo) => {
    test.setTimeout(150_000);
    const seer = await paidSeer(playwright, request);
    const on = await seer.api.put("/api/v1/users/me/readings", {
      data: { on: true, price_per_minute_cents: 199 },
    });
    expect(on.status(), await on.text()).toBe(200);

    // The Seer's dashboard: its live stream makes them available now.
    const seerPage = await personIn(browser, seer, 1280, "light");
    await seerPage.goto("/dashboard");
    const readings = seerPage.getByRole("region", { name: "Readings now" });
    await expect(readings.getByRole("switch", { name: "Available now" })).toBeChecked();
    await expect(
      readings.getByText("$1.99/min: you receive $1.69 a minute after the 15% fee", {
        exact: false,
      }),
    ).toBeVisible();
    await expect(readings.getByText("Seekers see you as available now.")).toBeVisible();
    expect(await seriousViolationsInBothThemes(seerPage, "dashboard readings")).toEqual([]);
    await screenshotBothThemes(seerPage, testInfo, "dashboard-readings");

    // On to a public page, where the header's account menu has the same switch (and the ring
    // reaches them there too).
    await seerPage.goto("/events");
    await seerPage.getByRole("button", { name: seer.name }).click();
    await expect(seerPage.getByRole("switch", { name: "Available now" })).toBeChecked();
    await seerPage.keyboard.press("Escape");

    // A visitor's Connect asks them to log in and brings them back to the Seer.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/profile/${seer.slug}`);
    await visitor
      .getByRole("button", { name: `Connect with ${seer.name} now` })
      .click({ timeout: 20_000 });
    await expect(visitor.getByRole("link", { name: "Log in to connect" })).toHaveAttribute(
      "href",
      `/login?next=${encodeURIComponent(`/profile/${seer.slug}`)}`,
    );
    await visitor.context().close();

    // The seeker presses Connect on the Seer's page and chooses at most 5 minutes.
    const seekerPage = await personIn(browser, account, 375, "dark");
    await seekerPage.goto(`/profile/${seer.slug}`);
    await seekerPage
      .getByRole("button", { name: `Connect with ${seer.name} now` })
      .click({ timeout: 20_000 });
    const connect = new ConnectDialogPage(seekerPage);
    await expect(connect.dialog.getByText("$1.99/min")).toBeVisible();
    await connect.maximum(5).check();
    await expect(connect.maximum(5)).toBeChecked();
    await expect(connect.connect).toBeEnabled();
    expect(await seriousViolationsInBothThemes(seekerPage, "connect dialog")).toEqual([]);
    await screenshotBothThemes(seekerPage, testInfo, "connect-dialog");
    await expect(connect.dialog.getByText("the maximum is held", { exact: false })).toBeVisible();
    await connect.connect.click();
    await payOnStripePage(seekerPage);

    // The calling screen counts down the ring.
    const call = new ReadingCallPage(seekerPage);
    await expect(call.calling).toBeVisible();
    await expect(call.timer).toHaveText(/^[01]:\d\d$/);
    await expect(call.cancel).toBeEnabled();
    expect(await seriousViolationsInBothThemes(seekerPage, "calling screen")).toEqual([]);
    await screenshotBothThemes(seekerPage, testInfo, "calling");

    // The Seer is rung on the public page they are on, and accepts.
    const incoming = new IncomingReadingDialog(seerPage);
    await expect(incoming.dialog).toBeVisible({ timeout: 15_000 });
    await expect(incoming.dialog).toContainText(account.firstname);
    await expect(incoming.dialog).toContainText("Up to 5 minutes at $1.99/min");
    await incoming.sound.click();
    await expect(incoming.sound).toHaveAttribute("aria-pressed", "false");
    expect(await seriousViolationsInBothThemes(seerPage, "incoming reading")).toEqual([]);
    await screenshotBothThemes(seerPage, testInfo, "incoming");
    await incoming.accept.click();

    // Both are taken to the room, join, and the meter runs once both are in.
    const seerRoom = new ReadingRoomPage(seerPage);
    const seekerRoom = new ReadingRoomPage(seekerPage);
    await expect(seerPage).toHaveURL(/\/room$/);
    await expect(seekerPage).toHaveURL(/\/room$/, { timeout: 15_000 });
    await Promise.all([seerRoom.join.click(), seekerRoom.join.click()]);
    await expect(seekerRoom.elapsed).toBeVisible({ timeout: 20_000 });
    await expect(seerRoom.elapsed).toBeVisible({ timeout: 20_000 });
    await expect(seekerRoom.meter).toContainText("$1.99");
    expect(await seriousViolations(seekerPage, "reading room")).toEqual([]);
    expect(await seriousViolations(seerPage, "reading room")).toEqual([]);
    await screenshotBothThemes(seekerPage, testInfo, "room");

    // The seeker ends it: the room closes for both, and both see the receipt (one minute).
    await seekerRoom.end.click();
    await expect(seekerRoom.receipt).toBeVisible();
    await expect(seerRoom.receipt).toBeVisible({ timeout: 15_000 });
    await expect(seekerRoom.receipt).toContainText("1 minute at $1.99/min");
    await expect(seerRoom.receipt).toContainText("Charged$1.99");
    await expect(seerRoom.receipt).toContainText("Fee$0.30");
    await expect(seerRoom.receipt).toContainText("You receive$1.69");
    await expect(seekerRoom.receipt.getByRole("link", { name: /^Review / })).toBeVisible();
    expect(await seriousViolations(seekerPage, "receipt")).toEqual([]);
    expect(await seriousViolations(seerPage, "receipt")).toEqual([]);
    await screenshotBothThemes(seerPage, testInfo, "receipt-seer");
    await screenshotBothThemes(seekerPage, testInfo, "receipt-seeker");

    // Another call, declined: the Seer's ring closes itself, and the seeker is told nothing was
    // charged and offered the Seers available now.
    await seekerPage.goto(`/profile/${seer.slug}`);
    await seekerPage
      .getByRole("button", { name: `Connect with ${seer.name} now` })
      .click({ timeout: 20_000 });
    await connect.connect.click();
    await payOnStripePage(seekerPage);
    await expect(call.calling).toBeVisible();
    await expect(incoming.dialog).toBeVisible({ timeout: 15_000 });
    const readingId = new URL(seekerPage.url()).pathname.split("/")[2];
    const declined = await seer.api.post(`/api/v1/bookings/${readingId}/decline`, { data: {} });
    expect(declined.status(), await declined.text()).toBe(200);
    await expect(incoming.dialog).toBeHidden();
    await expect(
      seekerPage.getByRole("heading", { name: `${seer.firstname} declined the reading` }),
    ).toBeVisible();
    await expect(
      seekerPage.getByText("Nothing was charged: the hold on your card is released."),
    ).toBeVisible();
    await expect(seekerPage.getByRole("link", { name: "All Seers available now" })).toBeVisible();
    expect(await seriousViolations(seekerPage, "declined")).toEqual([]);
    await screenshotBothThemes(seekerPage, testInfo, "declined");

    await seerPage.context().close();
    await seekerPage.context().close();
    await seer.api.dispose();
  });
});
