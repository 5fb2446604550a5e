/**
 * The session room in the browser (issue 23), with Chromium's fake camera and microphone: the two
 * parties connect and video frames keep arriving (getStats, sampled twice), mute and camera-off
 * show on the other side, a dropped network comes back, a reload rejoins; strangers, visitors and
 * a closed room are refused. Lobby and call looked at in light and dark, axe clean.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { MINUTE_MS } from "../lib/durations";
import { THEME_STORAGE_KEY } from "../lib/theme";
import { type Account, createAccount } from "./support/accounts";
import { apiAs } from "./support/app-session";
import { baseURL } from "./support/e2e-env";
import { expect, signInQuickly, test } from "./support/fixtures";
import { publishedSeer, setServerClock } from "./support/seers";
import { seriousViolations } from "./support/settings-page";

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
    ],
  },
});

const allDay: [string, string][] = [["00:00", "24:00"]];
const roomListing = {
  mode: "Remote" as const,
  timezone: "UTC",
  weekly_hours: Object.fromEntries(
    ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [day, allDay]),
  ) as never,
};

async function personIn(browser: Browser, who: Account, width = 1280): Promise<Page> {
  const context: BrowserContext = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 600 ? 800 : 900 },
  });
  const page = await context.newPage();
  await signInQuickly(page, who);
  return page;
}

const callOf = (page: Page) => page.getByRole("region", { name: /^Call with/ });
const frames = async (page: Page) => Number(await callOf(page).getAttribute("data-frames-decoded"));

async function join(page: Page, id: string) {
  await page.goto(`/bookings/${id}/room`);
  await page.getByRole("button", { name: "Join the session" }).click();
}

async function expectConnected(page: Page) {
  await expect(callOf(page)).toHaveAttribute("data-phase", "connected", { timeout: 15_000 });
  // Media flows: the decoded frames keep rising.
  await expect.poll(() => frames(page), { timeout: 10_000 }).toBeGreaterThan(0);
  const first = await frames(page);
  await expect.poll(() => frames(page), { timeout: 10_000 }).toBeGreaterThan(first);
}

test.describe("the session room", () => {
  test("two people connect, see each other's state, and come back after a dropped network and a reload", async ({
    browser,
    playwright,
    request,
    account,
  }) => {
    test.setTimeout(240_000);
    const seer = await publishedSeer(playwright, request, "UTC", roomListing);
    await seer.api.patch("/api/v1/users/me/listing", { data: { video: "room" } });
    const seeker = await apiAs(playwright, account);
    const slots = await seeker.get(`/api/v1/coaches/${seer.slug}/slots?days=2&hours=1`);
    const start = ((await slots.json()) as { data: { start: string }[] }).data[0]?.start as string;
    const booked = await seeker.post("/api/v1/bookings/", {
      data: { coach_slug: seer.slug, start, hours: 1 },
    });
    expect(booked.status(), await booked.text()).toBe(200);
    const { id } = (await booked.json()) as { id: string };
    expect((await seer.api.post(`/api/v1/bookings/${id}/accept`)).status()).toBe(200);
    await setServerClock(request, new Date(Date.parse(start) + 5 * MINUTE_MS));
    try {
      const seerPage = await personIn(browser, seer);
      const seekerPage = await personIn(browser, account);

      // The lobby: a preview, the pickers, and who is not there yet.
      await seerPage.goto(`/bookings/${id}/room`);
      await expect(seerPage.getByLabel("Your camera preview")).toBeVisible();
      await expect(seerPage.getByRole("status").filter({ hasText: "Waiting for" })).toBeVisible();
      await expect(seerPage.getByLabel("Camera", { exact: true })).toBeVisible();
      expect(await seriousViolations(seerPage, "lobby")).toEqual([]);
      await seerPage.screenshot({ path: test.info().outputPath("lobby-1280-light.png") });

      // Both join at once: perfect negotiation sorts out the two offers.
      await Promise.all([
        seerPage.getByRole("button", { name: "Join the session" }).click(),
        join(seekerPage, id),
      ]);
      await expectConnected(seerPage);
      await expectConnected(seekerPage);

      // Mute and camera off are seen on the other side.
      const controls = callOf(seekerPage);
      await controls.getByRole("button", { name: "Mute" }).click();
      await expect(controls.getByRole("button", { name: "Mute" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await controls.getByRole("button", { name: "Camera" }).click();
      await expect(controls.getByRole("button", { name: "Camera" })).toHaveAttribute(
        "aria-pressed",
        "false",
      );
      await expect(callOf(seerPage).getByText(/is muted$/)).toBeVisible();
      await expect(callOf(seerPage).getByText(/camera is off$/)).toBeVisible();
      expect(await seriousViolations(seerPage, "call")).toEqual([]);
      await seerPage.screenshot({ path: test.info().outputPath("call-1280-light.png") });
      await seerPage.evaluate((key) => localStorage.setItem(key, "dark"), THEME_STORAGE_KEY);

      // The network drops and returns: the call comes back by itself.
      await seekerPage.context().setOffline(true);
      await seekerPage.waitForTimeout(3_000);
      await seekerPage.context().setOffline(false);
      await expectConnected(seekerPage);

      // A reload enters again (the lobby, then the call).
      await seerPage.reload();
      await seerPage.getByRole("button", { name: "Join the session" }).click();
      await expectConnected(seerPage);
      await expectConnected(seekerPage);
      await seerPage.screenshot({ path: test.info().outputPath("call-1280-dark.png") });
    } finally {
      await setServerClock(request, null);
    }
  });

  test("refuses a stranger, a visitor and a room not open yet", async ({
    browser,
    playwright,
    request,
    account,
  }) => {
    test.setTimeout(90_000);
    const seer = await publishedSeer(playwright, request, "UTC", roomListing);
    const seeker = await apiAs(playwright, account);
    const slots = await seeker.get(`/api/v1/coaches/${seer.slug}/slots?days=3&hours=1`);
    const data = ((await slots.json()) as { data: { start: string }[] }).data;
    const start = data.at(-1)?.start as string;
    const booked = await seeker.post("/api/v1/bookings/", {
      data: { coach_slug: seer.slug, start, hours: 1 },
    });
    const { id } = (await booked.json()) as { id: string };
    await seer.api.patch("/api/v1/users/me/listing", { data: { video: "room" } });
    expect((await seer.api.post(`/api/v1/bookings/${id}/accept`)).status()).toBe(200);

    const stranger = await personIn(browser, await createAccount(request, 0));
    await stranger.goto(`/bookings/${id}/room`);
    await expect(stranger.getByRole("main").getByText("Page not found.")).toBeVisible();

    const visitor = await (await browser.newContext({ baseURL })).newPage();
    await visitor.goto(`/bookings/${id}/room`);
    await expect(visitor).toHaveURL(/\/login\?next=/);

    const early = await personIn(browser, account, 375);
    await early.goto(`/bookings/${id}/room`);
    await expect(early.getByRole("status").filter({ hasText: "The room opens at" })).toBeVisible();
  });
});
