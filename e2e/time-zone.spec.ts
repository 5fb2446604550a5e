/**
 * Each account's time zone: sign-up (both forms) stores the browser's, an account made elsewhere
 * gets the first one its browser reports on our pages (and keeps it), and Settings → My profile
 * shows and changes it.
 */
import type { Page } from "@playwright/test";
import { sessionWhen } from "../components/booking/times";
import { picture, seriousViolationsInBothThemes, type Theme } from "./support/a11y";
import { newPerson } from "./support/accounts";
import { BookingsPage } from "./support/booking-pages";
import { expect, signInQuickly, test } from "./support/fixtures";
import { Thread } from "./support/message-pages";
import { publishedSeer, requestBooking } from "./support/seers";
import { requestSession } from "./support/session-requests";
import { createNamelessAccount, SettingsPage, signIn } from "./support/settings-page";
import { expectToast } from "./support/site";

/** The zone the API holds for the signed-in account of `page`. */
async function storedZone(page: Page): Promise<string | null> {
  const me = await page.request.get("/api/v1/users/me");
  expect(me.status()).toBe(200);
  return ((await me.json()) as { timezone: string | null }).timezone;
}

test.describe("sign-up in Auckland", () => {
  test.use({ timezoneId: "Pacific/Auckland" });

  test("/signup stores the browser's time zone with the account", async ({ page, signupPage }) => {
    const person = newPerson(0);
    await signupPage.goto();
    await signupPage.fillDetails(person);
    await signupPage.terms.check();
    const answer = page.waitForResponse("**/api/auth/signup");
    await signupPage.submit.click();
    // The sign-up's own answer carries it: not a later page's doing.
    const { user } = (await (await answer).json()) as { user: { timezone: string | null } };
    expect(user.timezone).toBe("Pacific/Auckland");
    expect(await storedZone(page)).toBe("Pacific/Auckland");
  });

  test("/signupdefault stores it too", async ({ page, templateSignup }) => {
    const person = newPerson(0);
    await templateSignup.goto();
    await templateSignup.fullName.fill(person.name);
    await templateSignup.email.fill(person.email);
    await templateSignup.password.fill(person.password);
    await templateSignup.confirmPassword.fill(person.password);
    const answer = page.waitForResponse("**/api/auth/signup");
    await templateSignup.submit.click();
    const { user } = (await (await answer).json()) as { user: { timezone: string | null } };
    expect(user.timezone).toBe("Pacific/Auckland");
  });
});

test.describe("an account made by the template's clients (no zone)", () => {
  test.use({ timezoneId: "Africa/Nairobi" });

  test("gets the browser's zone on its first visit to our pages, and keeps it after", async ({
    page,
    browser,
  }) => {
    const account = await createNamelessAccount(page.request);
    await signIn(page, account);
    expect(await storedZone(page)).toBeNull();
    await page.goto("/");
    await expect.poll(() => storedZone(page)).toBe("Africa/Nairobi");

    // Another browser somewhere else does not overwrite the zone the account has.
    const elsewhere = await browser.newContext({ timezoneId: "Asia/Tokyo" });
    const other = await elsewhere.newPage();
    await signIn(other, account);
    await other.goto("/dashboard");
    await expect(other.getByRole("heading", { level: 1 })).toBeVisible();
    await other.goto("/");
    await other.waitForLoadState("networkidle");
    expect(await storedZone(other)).toBe("Africa/Nairobi");
    await elsewhere.close();
  });

  test("its bookings read in its own zone wherever it signs in, as its emails do", async ({
    page,
    browser,
    playwright,
    request,
  }) => {
    const seer = await publishedSeer(playwright, request, "Asia/Tokyo");
    const account = await createNamelessAccount(page.request);
    await signIn(page, account);
    await page.goto("/");
    await expect.poll(() => storedZone(page)).toBe("Africa/Nairobi");
    await requestBooking(page.request, seer.slug);
    const list = await (await page.request.get("/api/v1/bookings/?as=seeker")).json();
    const booking = list.data[0] as { start: string; end: string };

    // In a browser set to Tokyo, the account's Nairobi time, not Tokyo's.
    const elsewhere = await browser.newContext({ timezoneId: "Asia/Tokyo" });
    const other = await elsewhere.newPage();
    await signIn(other, account);
    const bookings = new BookingsPage(other);
    await bookings.goto();
    const card = bookings.card(`Session with ${seer.name}`);
    await expect(card).toContainText(sessionWhen(booking.start, booking.end, "Africa/Nairobi"));
    await expect(card).not.toContainText(sessionWhen(booking.start, booking.end, "Asia/Tokyo"));
    await other.goto("/dashboard");
    await expect(other.getByRole("main")).toContainText(
      sessionWhen(booking.start, booking.end, "Africa/Nairobi"),
    );
    await elsewhere.close();
  });

  test("gets it in the signed-in area too", async ({ page }) => {
    const account = await createNamelessAccount(page.request);
    await signIn(page, account);
    await page.goto("/settings");
    await expect.poll(() => storedZone(page)).toBe("Africa/Nairobi");
    await expect(new SettingsPage(page).profileValue("Time zone")).toHaveText("Africa/Nairobi");
  });
});

test.describe("Settings → My profile", () => {
  test.use({ timezoneId: "America/Chicago" });

  test("shows the account's zone and changes it @phone", async ({ page, account }) => {
    await signInQuickly(page, account);
    const settings = new SettingsPage(page);
    await settings.goto();
    // The account had none: the browser's zone became its own.
    await expect(settings.profileValue("Time zone")).toHaveText("America/Chicago");

    await settings.edit.click();
    await expect(settings.timezone).toHaveValue("America/Chicago");
    // The choices are the zones the browser knows, to search by typing.
    const listId = await settings.timezone.getAttribute("list");
    expect(await page.locator(`datalist#${listId} option`).count()).toBeGreaterThan(300);

    await settings.timezone.fill("Mars/Olympus_Mons");
    await settings.timezone.blur();
    await settings.expectError(settings.timezone, "Choose a time zone such as Europe/Paris");
    await settings.timezone.fill("Europe/Lisbon");
    await settings.save.click();

    await expectToast(page, "Success!", "User updated successfully.");
    await expect(settings.profileValue("Time zone")).toHaveText("Europe/Lisbon");
    expect(await storedZone(page)).toBe("Europe/Lisbon");
    await page.reload();
    await expect(settings.profileValue("Time zone")).toHaveText("Europe/Lisbon");
  });

  test("no serious or critical axe violation, viewing and editing, in light and dark", async ({
    page,
    account,
  }, testInfo) => {
    // Four screens, each scanned and photographed in both themes: more than 30 s on a busy machine.
    test.slow();
    await signInQuickly(page, account);
    const settings = new SettingsPage(page);
    const found: string[] = [];
    /** Scans in both themes, with a screenshot of each named after it. */
    const look = async (name: string) => {
      const shot = async (theme: Theme) => {
        await picture(page, testInfo, `${name}-${theme}`, { fullPage: false });
      };
      found.push(...(await seriousViolationsInBothThemes(page, name, shot)));
    };
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await settings.goto();
      await expect(settings.profileValue("Time zone")).toHaveText("America/Chicago");
      await look(`profile-${width}`);
      await settings.edit.click();
      await expect(settings.timezone).toBeVisible();
      await look(`profile-edit-${width}`);
    }
    expect(found).toEqual([]);
  });
});

test.describe("one session, one time", () => {
  test.use({ timezoneId: "America/New_York" });
  test.beforeEach(() => test.slow());

  test("a booking line in the thread reads in each reader's zone, naming it when the page's other times are in another", async ({
    page,
    pageFor,
    seer,
    account,
  }) => {
    // The Seer's account is in Paris; the seeker's in New York, as their browser.
    const zoned = await seer.api.patch("/api/v1/users/me", { data: { timezone: "Europe/Paris" } });
    expect(zoned.status(), await zoned.text()).toBe(200);
    await signInQuickly(page, account);
    const mine = await page.request.patch("/api/v1/users/me", {
      data: { timezone: "America/New_York" },
    });
    expect(mine.status(), await mine.text()).toBe(200);
    const session = await requestSession(page.request, seer.slug);
    const list = await page.request.get("/api/v1/conversations/");
    const { data } = (await list.json()) as { data: { id: string }[] };
    const conversation = data[0]?.id as string;
    const inNewYork = sessionWhen(session.start, session.end, "America/New_York");
    const inParis = sessionWhen(session.start, session.end, "Europe/Paris");

    // The seeker: New York's times, as the rest of the page, so no zone is named.
    await page.goto(`/messages/${conversation}`);
    const line = new Thread(page).line(/asked for a 1-hour session/);
    await expect(line).toContainText(`asked for a 1-hour session on ${inNewYork}.`);
    await expect(page.getByRole("main")).not.toContainText("(America/New_York)");

    // The Seer, in a New York browser: Paris times, as on their dashboard, and the zone named,
    // since the thread's other times (when each line was written) are the browser's.
    const seerPage = await pageFor(seer, { timezoneId: "America/New_York" });
    await seerPage.goto("/dashboard");
    await expect(seerPage.getByRole("main")).toContainText(inParis);
    await seerPage.goto(`/messages/${conversation}`);
    await expect(new Thread(seerPage).line(/asked for a 1-hour session/)).toContainText(
      `asked for a 1-hour session on ${inParis} (Europe/Paris).`,
    );
  });
});
