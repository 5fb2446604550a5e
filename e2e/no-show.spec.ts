/**
 * No-shows in the browser (issue 29): half an hour into a session held in the built-in room, the
 * Seer reports that the seeker did not come (a dialog with a note), the seeker contests it in their
 * own browser, and an admin finds it in /admin/no-shows with both notes and the room's entries and
 * exits, and rejects it. At 1280 px and (tagged @phone) 375 px, each screen axe-clean and
 * photographed in light and dark. The server's clock is moved once, into the session, and back.
 */
import type { Page } from "@playwright/test";
import { MINUTE_MS } from "../lib/durations";
import { picture, seriousViolationsInBothThemes } from "./support/a11y";
import { apiAs } from "./support/app-session";
import { baseURL, SUPERUSER } from "./support/e2e-env";
import { expect, test } from "./support/fixtures";
import { publishedSeer } from "./support/seers";
import { setServerClock } from "./support/server-clock";
import { expectToast } from "./support/site";

const allDay: [string, string][] = [["00:00", "24:00"]];
const everyDay = Object.fromEntries(
  ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [day, allDay]),
) as never;

/** axe on the screen in light and dark, each photographed under `name`. */
async function scanAndShoot(page: Page, name: string) {
  const found = await seriousViolationsInBothThemes(page, name, async (mode) => {
    await picture(page, test.info(), `${name}-${mode}`);
  });
  expect(found).toEqual([]);
}

/** The party's bearer token, for opening the room's stream as a browser's room page does. */
async function tokenOf(who: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${baseURL}/api/v1/login/access-token`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username: who.email, password: who.password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

test.describe("a no-show", () => {
  test("the Seer reports it, the seeker contests it, an admin rejects it @phone", async ({
    playwright,
    request,
    account,
    pageFor,
  }, info) => {
    test.slow();
    const width = info.project.name.includes("phone") ? 375 : 1280;
    const viewport = { width, height: width < 600 ? 812 : 900 };

    const seer = await publishedSeer(playwright, request, "UTC", { weekly_hours: everyDay });
    await seer.api.patch("/api/v1/users/me/listing", { data: { video: "room" } });
    const seeker = await apiAs(playwright, account);
    const slots = await seeker.get(`/api/v1/coaches/${seer.slug}/slots?days=2&hours=1`);
    const start = ((await slots.json()) as { data: { start: string }[] }).data[0]?.start as string;
    const booked = await seeker.post("/api/v1/bookings/", {
      data: { coach_slug: seer.slug, start, hours: 1 },
    });
    expect(booked.status(), await booked.text()).toBe(200);
    const booking = (await booked.json()) as { id: string; seer_name: string; seeker_name: string };
    expect((await seer.api.post(`/api/v1/bookings/${booking.id}/accept`)).status()).toBe(200);

    await setServerClock(request, new Date(Date.parse(start) + 30 * MINUTE_MS));
    try {
      // The Seer was in the room for a moment: the admins will see when.
      const abort = new AbortController();
      const stream = await fetch(`${baseURL}/api/v1/bookings/${booking.id}/room/events`, {
        headers: { Authorization: `Bearer ${await tokenOf(seer)}`, Accept: "text/event-stream" },
        signal: abort.signal,
      });
      expect(stream.status).toBe(200);
      // Its first line (sent at once) says the room has them; their entry is logged by then.
      await stream.body?.getReader().read();
      abort.abort();

      const seerPage = await pageFor(seer, { viewport, theme: "light" });
      await seerPage.goto(`/bookings/${booking.id}`);
      const ask = seerPage.getByRole("region", { name: `Did ${booking.seeker_name} not come?` });
      await expect(ask).toBeVisible();
      await scanAndShoot(seerPage, `no-show-report-${width}`);
      await ask.getByRole("button", { name: "Report a no-show" }).click();
      const dialog = seerPage.getByRole("dialog", { name: "Report a no-show?" });
      await dialog.getByLabel("Note (optional)").fill("I waited 25 minutes in the room.");
      await scanAndShoot(seerPage, `no-show-report-dialog-${width}`);
      await dialog.getByRole("button", { name: "Report no-show" }).click();
      await expectToast(seerPage, "Success!", "The no-show is reported.");
      const reported = seerPage.getByRole("region", {
        name: `You reported that ${booking.seeker_name} did not come`,
      });
      await expect(reported).toContainText("I waited 25 minutes in the room.");
      await expect(reported).toContainText("can contest it until");
      // The session's card says so too, as it does on the lists.
      await expect(seerPage.getByText("No-show reported", { exact: true })).toBeVisible();

      const seekerPage = await pageFor(account, { viewport, theme: "dark" });
      await seekerPage.goto(`/bookings/${booking.id}`);
      const claim = seekerPage.getByRole("region", {
        name: `${booking.seer_name} reported that you did not come`,
      });
      await expect(claim).toContainText("I waited 25 minutes in the room.");
      await scanAndShoot(seekerPage, `no-show-claim-${width}`);
      await claim.getByRole("button", { name: "Contest" }).click();
      const contest = seekerPage.getByRole("dialog", { name: "Contest this no-show?" });
      // Saying nothing is not contesting.
      await contest.getByRole("button", { name: "Contest" }).click();
      await expect(contest.getByText("Say what happened", { exact: true })).toBeVisible();
      await contest.getByLabel("What happened").fill("My camera failed; I wrote in the chat.");
      await contest.getByRole("button", { name: "Contest" }).click();
      await expectToast(seekerPage, "Success!", "Your answer is sent to the admins.");
      await expect(claim).toContainText("It is contested");
      await expect(claim).toContainText("My camera failed; I wrote in the chat.");
      await expect(seekerPage.getByText("No-show contested", { exact: true })).toBeVisible();

      const adminPage = await pageFor(SUPERUSER, { viewport, theme: "light" });
      await adminPage.goto("/admin/no-shows");
      await expect(
        adminPage.getByRole("navigation", { name: "Admin sections" }).getByRole("link", {
          name: "No-shows",
        }),
      ).toHaveAttribute("aria-current", "page");
      const card = adminPage.getByRole("listitem").filter({
        has: adminPage.getByRole("heading", {
          name: `${booking.seer_name} says ${booking.seeker_name} (the seeker) did not come`,
        }),
      });
      await expect(card).toContainText("I waited 25 minutes in the room.");
      await expect(card).toContainText("My camera failed; I wrote in the chat.");
      const presence = card.getByRole("region", { name: "Room presence" });
      await expect(presence.getByRole("row")).toHaveCount(2);
      await expect(presence.getByRole("cell", { name: booking.seer_name })).toBeVisible();
      await scanAndShoot(adminPage, `no-show-admin-${width}`);
      await card.getByRole("button", { name: "Rejected" }).click();
      await expectToast(adminPage, "Success!", "The no-show is rejected.");
      await expect(card).toHaveCount(0);

      await seekerPage.reload();
      await expect(claim).toContainText("It was not upheld: the session counts as held.");
    } finally {
      await setServerClock(request, null);
    }
  });
});
