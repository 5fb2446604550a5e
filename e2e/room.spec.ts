/**
 * The session room in the browser (issue 23), with Chromium's fake camera and microphone: the two
 * parties connect and video frames keep arriving (getStats, sampled twice), mute and camera-off
 * show on the other side, a dropped network comes back, a reload rejoins, a second tab takes over
 * and the first says so, a browser that refuses the camera is told how to allow it; strangers,
 * visitors and a closed room are refused; relay only through a local coturn connects over a relay
 * pair. Lobby and call looked at at 375 and 1280 px in light and dark, axe clean.
 */
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  Page,
  PlaywrightWorkerArgs,
} from "@playwright/test";
import { MINUTE_MS } from "../lib/durations";
import { startServer } from "../tests/support/server";
import { seriousViolationsInBothThemes, showTheme, themeOf } from "./support/a11y";
import { type Account, createAccount } from "./support/accounts";
import { apiAs } from "./support/app-session";
import { baseURL, chromiumPath, dataDir, SUPERUSER } from "./support/e2e-env";
import { expect, signInQuickly, test } from "./support/fixtures";
import { publishedSeer } from "./support/seers";
import { setServerClock } from "./support/server-clock";
import { startTurnServer, turnInstalled } from "./support/turn-server";

const LAUNCH = {
  executablePath: chromiumPath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--use-fake-ui-for-media-stream",
    "--use-fake-device-for-media-stream",
  ],
};

test.use({ launchOptions: LAUNCH });

const allDay: [string, string][] = [["00:00", "24:00"]];
const roomListing = {
  mode: "Remote" as const,
  timezone: "UTC",
  weekly_hours: Object.fromEntries(
    ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [day, allDay]),
  ) as never,
};

async function personIn(
  browser: Browser,
  who: Account,
  width = 1280,
  base = baseURL,
): Promise<Page> {
  const context: BrowserContext = await browser.newContext({
    baseURL: base,
    viewport: { width, height: width < 600 ? 800 : 900 },
  });
  const page = await context.newPage();
  await signInQuickly(page, who);
  return page;
}

const callOf = (page: Page) => page.getByRole("region", { name: /^Call with/ });
const frames = async (page: Page) => Number(await callOf(page).getAttribute("data-frames-decoded"));

const joinButton = (page: Page) => page.getByRole("button", { name: "Join the session" });

async function join(page: Page, id: string) {
  await page.goto(`/bookings/${id}/room`);
  await joinButton(page).click();
}

/** The page as it is, in light and then in dark (the class the theme switch sets), to look at. */
async function shoot(page: Page, name: string) {
  const shown = await themeOf(page);
  for (const mode of ["light", "dark"] as const) {
    await showTheme(page, mode);
    await page.screenshot({ path: test.info().outputPath(`${name}-${mode}.png`), fullPage: true });
  }
  await showTheme(page, shown);
}

/** axe on the page in light and in dark, each photographed as `shoot` does. */
async function scanAndShoot(page: Page, name: string): Promise<string[]> {
  return seriousViolationsInBothThemes(page, name, async (mode) => {
    await page.screenshot({ path: test.info().outputPath(`${name}-${mode}.png`), fullPage: true });
  });
}

/**
 * A Seer holding sessions in the built-in room, `account`'s booking of their first free hour,
 * accepted, and the server's clock 5 minutes into it (the room open).
 */
async function sessionUnderway(
  playwright: PlaywrightWorkerArgs["playwright"],
  request: APIRequestContext,
  account: Account,
) {
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
  return { seer, id, underway: new Date(Date.parse(start) + 5 * MINUTE_MS) };
}

async function expectConnected(page: Page) {
  await expect(callOf(page)).toHaveAttribute("data-phase", "connected", { timeout: 15_000 });
  // Media flows: the decoded frames keep rising.
  await expect.poll(() => frames(page), { timeout: 10_000 }).toBeGreaterThan(0);
  const first = await frames(page);
  await expect.poll(() => frames(page), { timeout: 10_000 }).toBeGreaterThan(first);
}

test.describe("the session room", () => {
  test("two people connect, see each other's state, come back after a dropped network and a reload, and a second tab takes over", async ({
    browser,
    playwright,
    request,
    account,
  }) => {
    test.setTimeout(240_000);
    const { seer, id, underway } = await sessionUnderway(playwright, request, account);
    await setServerClock(request, underway);
    try {
      const seerPage = await personIn(browser, seer);
      const seekerPage = await personIn(browser, account, 375);

      // The lobby: a preview, the pickers, and who is not there yet.
      await seerPage.goto(`/bookings/${id}/room`);
      await expect(seerPage.getByLabel("Your camera preview")).toBeVisible();
      await expect(seerPage.getByRole("status").filter({ hasText: "Waiting for" })).toBeVisible();
      await expect(seerPage.getByLabel("Camera", { exact: true })).toBeVisible();
      expect(await scanAndShoot(seerPage, "lobby-1280")).toEqual([]);
      await seekerPage.goto(`/bookings/${id}/room`);
      await expect(seekerPage.getByLabel("Your camera preview")).toBeVisible();
      await expect(seekerPage.getByRole("status").filter({ hasText: "Waiting for" })).toBeVisible();
      await shoot(seekerPage, "lobby-375");

      // Both join at once: perfect negotiation sorts out the two offers.
      await Promise.all([joinButton(seerPage).click(), joinButton(seekerPage).click()]);
      await expectConnected(seerPage);
      await expectConnected(seekerPage);
      await shoot(seekerPage, "call-375");

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
      expect(await scanAndShoot(seerPage, "call-1280")).toEqual([]);

      // The network drops and returns: the call comes back by itself.
      await seekerPage.context().setOffline(true);
      // An outage of a few seconds: a span of time, not an event to wait for (Chromium's offline
      // mode leaves the open room stream and the media alone, so the page shows nothing of it).
      await seekerPage.waitForTimeout(3_000);
      await seekerPage.context().setOffline(false);
      await expectConnected(seekerPage);

      // A reload enters again (the lobby, then the call).
      await seerPage.reload();
      await joinButton(seerPage).click();
      await expectConnected(seerPage);
      await expectConnected(seekerPage);

      // A second tab of the seeker's takes the call over; the first says so.
      const secondTab = await seekerPage.context().newPage();
      await join(secondTab, id);
      await expect(
        seekerPage.getByRole("status").filter({ hasText: "from another tab or window" }),
      ).toBeVisible();
      await expect(seekerPage.getByRole("button", { name: "Use this tab instead" })).toBeVisible();
      await expectConnected(secondTab);

      // A browser that refuses the camera and microphone: the lobby says how to allow them.
      const refusing = await seerPage.context().newPage();
      await refusing.addInitScript(() => {
        navigator.mediaDevices.getUserMedia = () =>
          Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
      });
      await refusing.goto(`/bookings/${id}/room`);
      await expect(
        refusing.getByRole("alert").filter({ hasText: "blocked the camera and microphone" }),
      ).toBeVisible();
      await expect(joinButton(refusing)).toBeEnabled();
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

  // Both people's signals go through the app server in order (candidates never overtake their
  // description) and a signal the server could not pass on yet is sent again: signals.log in the
  // test's output lists each side's signals and answers, turnserver.log coturn's side.
  test("connects through the TURN relay alone when the server says relay only", async ({
    browser,
    playwright,
    request,
    account,
  }) => {
    test.skip(!turnInstalled(), "needs coturn (/usr/bin/turnserver)");
    test.setTimeout(180_000);
    const { seer, id, underway } = await sessionUnderway(playwright, request, account);
    // A second app server on the same database (the people and the booking above), handing out
    // coturn credentials and relay only; no workers, the first server runs them.
    const turn = await startTurnServer(randomBytes(16).toString("hex"));
    const relayed = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
      ENVIRONMENT: "local",
      WORKERS_ENABLED: "false",
      FIRST_SUPERUSER: SUPERUSER.email,
      FIRST_SUPERUSER_PASSWORD: SUPERUSER.password,
      RATE_LIMIT_PER_IP: "10000",
      RATE_LIMIT_PER_ACCOUNT: "10000",
      TURN_URLS: turn.urls.join(","),
      TURN_SECRET: turn.secret,
      TURN_RELAY_ONLY: "true",
    }).catch(async (error: unknown) => {
      await turn.stop();
      throw error;
    });
    const signals: string[] = [];
    try {
      const clock = await request.put(`${relayed.url}/api/v1/utils/clock`, {
        data: { now: underway.toISOString() },
      });
      expect(clock.status()).toBe(200);
      const seerPage = await personIn(browser, seer, 1280, relayed.url);
      const seekerPage = await personIn(browser, account, 1280, relayed.url);
      // Each side's signals and the server's answers, kept beside coturn's log to read a failure.
      for (const [who, page] of [
        ["seer", seerPage],
        ["seeker", seekerPage],
      ] as const) {
        page.on("response", (response) => {
          if (!response.url().endsWith("/room/signal")) return;
          const type = (response.request().postDataJSON() as { type: string }).type;
          signals.push(`${new Date().toISOString()} ${who} ${type} ${response.status()}`);
        });
      }
      await join(seerPage, id);
      await join(seekerPage, id);
      await expectConnected(seerPage);
      await expectConnected(seekerPage);
      // The selected candidate pair (getStats) is a relay one on both sides.
      for (const page of [seerPage, seekerPage]) {
        await expect(callOf(page)).toHaveAttribute("data-candidate-type", "relay");
      }
    } finally {
      writeFileSync(test.info().outputPath("turnserver.log"), turn.output());
      writeFileSync(test.info().outputPath("signals.log"), signals.join("\n"));
      await relayed.stop();
      await turn.stop();
    }
  });
});
