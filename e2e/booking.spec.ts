/**
 * Booking a session (issue 12), in the browser: a seeker books a published Seer from the coach's
 * page, the Seer accepts, both see it, the seeker adds it to a calendar, the server's clock moves
 * past the end, the Seer marks it completed, the seeker reviews it ("Verified session") and the
 * Seer replies; a cancelled request; a visitor's login round trip keeping the choice; a phone
 * variant where the Seer declines; axe on the panel and /bookings, light and dark.
 *
 * Each test publishes its own Seer through the API. Only the first test moves the server's clock,
 * to an hour after a session tomorrow and back at once; the others book three or more days ahead,
 * out of its way.
 */
import { readFile } from "node:fs/promises";
import { devices, type Page } from "@playwright/test";
import { HOUR_MS } from "../lib/durations";
import { seriousViolations, seriousViolationsInBothThemes } from "./support/a11y";
import type { Account } from "./support/accounts";
import { apiAs } from "./support/app-session";
import { LoginPage } from "./support/auth-pages";
import { BookingPanel, BookingsPage } from "./support/booking-pages";
import { expect, signInQuickly, test } from "./support/fixtures";
import { type PublishedSeer, requestBooking } from "./support/seers";
import { setServerClock } from "./support/server-clock";
import { expectToast, Header } from "./support/site";

// The seeker lives in New York, the Seer in Paris: the panel shows both clocks.
test.use({ timezoneId: "America/New_York" });
// Each test publishes a Seer and drives two people's browsers. The whole booking story runs early
// in the suite, on a server whose pages are still cold: 66 to 72 s in green runs on a two-core
// machine running both browser suites, over 90 s once. Three minutes guards against a hang.
test.beforeEach(() => test.setTimeout(180_000));

const LATER = { day: 3 };

/** The Seer's own browser, in Paris (on a phone if `phone`). */
const seerBrowser = (phone = false) => ({
  ...(phone ? devices["Pixel 7"] : {}),
  timezoneId: "Europe/Paris",
});

/** The seeker signed in, on the page of this test's Seer, at the booking panel. */
async function openPanel(page: Page, seer: PublishedSeer, seeker: Account): Promise<BookingPanel> {
  await signInQuickly(page, seeker);
  const panel = new BookingPanel(page);
  await panel.goto(seer.slug);
  return panel;
}

test.describe("booking a session", () => {
  test("book, accept, add to calendar, complete, review as a verified session", async ({
    page,
    pageFor,
    request,
    seer,
    account,
  }) => {
    const panel = await openPanel(page, seer, account);

    // Two-hour sessions at $60/hr, tomorrow (today's first times would expire within minutes);
    // the Seer's own time beside the seeker's.
    const time = await panel.choose(2, { day: 1 });
    expect(time).toMatch(/^\d{1,2}:\d{2} [AP]M \(\d{1,2}:\d{2} [AP]M for Iris\)$/);
    await expect(panel.panel).toContainText("$120");
    await expect(panel.panel).toContainText("You pay Iris at the session");
    await expect(panel.panel).toContainText("Cancelling is free up to 24 hours before the start");
    await panel.note.fill("First session: questions about my work.");
    await panel.bookNow.click();
    await expect(panel.sent).toBeVisible();
    await expect(panel.sent).toContainText("$120, paid at the session");

    // The Seer finds the request (counted on the sidebar) and accepts it.
    const seerPage = await pageFor(seer, seerBrowser());
    const seerBookings = new BookingsPage(seerPage);
    await seerBookings.goto();
    await expect(seerBookings.tab("Requests (1)")).toHaveAttribute("aria-selected", "true");
    await expect(
      seerPage
        .getByRole("navigation", { name: "Account" })
        .getByRole("link", { name: /My bookings/ }),
    ).toContainText("1");
    const request1 = seerBookings.card(`${account.name}'s session`);
    await expect(request1).toContainText("Waiting for an answer");
    await expect(request1).toContainText("First session: questions about my work.");
    await expect(request1).toContainText(/Answer within \d+ (days?|hours?)/);
    await request1.getByRole("button", { name: "Accept" }).click();
    await expectToast(seerPage, "Success!", "The session is confirmed.");
    await expect(seerBookings.tab("Requests (0)")).toBeVisible();
    await seerBookings.open("Upcoming");
    await expect(seerBookings.card(`${account.name}'s session`)).toContainText("Confirmed");

    // The seeker sees it confirmed and takes the invitation.
    const bookings = new BookingsPage(page);
    await bookings.goto();
    const mine = bookings.card(`Session with ${seer.name}`);
    await expect(mine).toContainText("Confirmed");
    await expect(mine).toContainText("$120");
    const download = page.waitForEvent("download");
    await mine.getByRole("link", { name: "Add to calendar" }).click();
    const ics = await readFile((await (await download).path()) ?? "", "utf8");
    expect(ics).toContain("BEGIN:VCALENDAR");

    // An hour after the end, the Seer marks it completed (the clock goes back at once).
    const list = await (await page.request.get("/api/v1/bookings/?as=seeker")).json();
    const end = Date.parse(list.data[0].end);
    await setServerClock(request, new Date(end + HOUR_MS));
    try {
      await seerBookings.goto("past");
      const past = seerBookings.card(`${account.name}'s session`);
      await past.getByRole("button", { name: "Mark completed" }).click();
      await expectToast(seerPage, "Success!", "The session is marked completed.");
      await expect(past).toContainText("Completed");
    } finally {
      await setServerClock(request, null);
    }

    // The seeker writes a review from the booking: it is a verified session.
    await bookings.goto("past");
    await bookings
      .card(`Session with ${seer.name}`)
      .getByRole("link", { name: "Write a review" })
      .click();
    await expect(page).toHaveURL(new RegExp(`/profile/${seer.slug}#reviews$`));
    const form = page
      .getByRole("main")
      .locator("form")
      .filter({ has: page.getByLabel("Your review") });
    // A rating and some words are needed; the form with its errors is accessible.
    await form.getByRole("button", { name: "Post review" }).click();
    await expect(form.getByText("Choose a rating")).toBeVisible();
    await expect(form.getByText("Please write a few words about your experience")).toBeVisible();
    expect(await seriousViolations(page, "review form with errors")).toEqual([]);
    await form.getByRole("radio", { name: "4 stars" }).check();
    await form.getByLabel("Your review").fill("Clear and kind. I left with a plan.");
    await form.getByRole("button", { name: "Post review" }).click();
    const review = page.getByRole("article", { name: `Review by ${account.name}` });
    await expect(review).toContainText("Verified session");
    await expect(review).toContainText("Your review");
    await expect(page.getByRole("tab", { name: "Ratings & Reviews (1)" })).toBeVisible();
    // Its author edits it; it stays one verified review.
    await expect(async () => {
      await page.getByRole("button", { name: "Edit your review" }).click({ timeout: 2000 });
      await expect(page.getByRole("heading", { name: "Edit your review" })).toBeVisible({
        timeout: 2000,
      });
    }).toPass();
    await form.getByRole("radio", { name: "5 stars" }).check();
    await form.getByLabel("Your review").fill("Clear, kind and practical. I left with a plan.");
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(review).toContainText("Clear, kind and practical.");
    await expect(review).toContainText("Rated 5 out of 5");
    await expect(review).toContainText("Verified session");
    // The seeker's dashboard lists it, linking back to the Seer.
    await page.goto("/dashboard");
    const yours = page.getByRole("region", { name: "Your reviews" });
    await expect(yours.getByRole("link", { name: seer.name })).toHaveAttribute(
      "href",
      `/profile/${seer.slug}#reviews`,
    );
    await expect(yours.getByText("Clear, kind and practical. I left with a plan.")).toBeVisible();
    await page.goto(`/profile/${seer.slug}#reviews`);

    // The Seer replies once, under the review.
    await seerPage.goto(`/profile/${seer.slug}#reviews`);
    const theirs = seerPage.getByRole("article", { name: `Review by ${account.name}` });
    await theirs.getByRole("button", { name: "Reply" }).click();
    await theirs.getByLabel(`Your reply to ${account.name}`).fill("Thank you, it was a joy.");
    await theirs.getByRole("button", { name: "Post reply" }).click();
    await expect(theirs).toContainText(`Reply from ${seer.name}`);
    await expect(theirs.getByRole("button", { name: "Reply" })).toHaveCount(0);
    await page.reload();
    await expect(review).toContainText("Thank you, it was a joy.");
  });

  test("a seeker cancels a request with a reason; the Seer sees why", async ({
    page,
    pageFor,
    seer,
    account,
  }) => {
    const panel = await openPanel(page, seer, account);
    await panel.choose(1, LATER);
    await panel.bookNow.click();
    await expect(panel.sent).toBeVisible();

    const bookings = new BookingsPage(page);
    await bookings.goto();
    const card = bookings.card(`Session with ${seer.name}`);
    await expect(card).toContainText("Waiting for an answer");
    await card.getByRole("button", { name: "Cancel request" }).click();
    const dialog = bookings.dialog("Cancel this request?");
    await dialog.getByLabel("Reason (optional)").fill("My plans changed.");
    await dialog.getByRole("button", { name: "Cancel request" }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, "Success!", "The booking is cancelled.");
    // Its date is still ahead: not "Past", but in a group of its own, with a way to rebook.
    const calledOff = bookings.calledOff.getByRole("article", {
      name: `Session with ${seer.name}`,
    });
    await expect(calledOff).toContainText("Cancelled");
    await expect(calledOff).toContainText("Cancelled by you: “My plans changed.”");
    await bookings.open("Past");
    await expect(card).toHaveCount(0);

    const seerPage = await pageFor(seer, seerBrowser());
    const seerBookings = new BookingsPage(seerPage);
    await seerBookings.goto("upcoming");
    await expect(
      seerBookings.calledOff.getByRole("article", { name: `${account.name}'s session` }),
    ).toContainText(`Cancelled by ${account.name}: “My plans changed.”`);
    await expect(seerBookings.tab("Requests (0)")).toBeVisible();

    // Book another time: back to the Seer's free times, the session's length kept.
    await bookings.open("Upcoming");
    await calledOff.getByRole("link", { name: "Book another time" }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${seer.slug}\\?hours=1#book$`));
    await expect(panel.freeDays.first()).toBeVisible();
  });

  test("a visitor chooses a time, logs in, and comes back with the choice intact", async ({
    page,
    browser,
    seer,
    account,
  }) => {
    // The panel is in the page's HTML, in its place, before any script has run (its code loads
    // only on a bookable Seer's page): nothing moves when it comes to life.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = new BookingPanel(await noScript.newPage());
    await bare.goto(seer.slug);
    await expect(bare.panel).toContainText("Loading free times…");
    await expect(bare.panel).toContainText(
      "Choose a day and a start time for your 1 hour session.",
    );
    await expect(bare.bookNow).toBeVisible();
    await expect(bare.panel.getByRole("list", { name: "Terms" })).toBeVisible();
    await noScript.close();

    const panel = new BookingPanel(page);
    await panel.goto(seer.slug);
    const time = await panel.choose(2, { ...LATER, nth: 1 });
    await expect(panel.bookNow).toHaveCount(0);
    await panel.logInToBook.click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await new LoginPage(page).logIn(account);

    await expect(page).toHaveURL(new RegExp(`/profile/${seer.slug}\\?hours=2&date=.+&start=`));
    await expect(panel.hours).toHaveText("2");
    await expect(panel.timeGroup.getByRole("radio", { name: time, exact: true })).toBeChecked();
    await panel.bookNow.click();
    await expect(panel.sent).toBeVisible();
  });

  test("on a phone: book, the Seer declines with a reason, the seeker sees it @phone", async ({
    page,
    pageFor,
    seer,
    account,
  }) => {
    const panel = await openPanel(page, seer, account);
    await panel.choose(1, LATER);
    await panel.bookNow.scrollIntoViewIfNeeded();
    await panel.bookNow.click();
    await expect(panel.sent).toBeVisible();

    const seerPage = await pageFor(seer, seerBrowser(true));
    const seerBookings = new BookingsPage(seerPage);
    await seerBookings.goto();
    const card = seerBookings.card(`${account.name}'s session`);
    await card.getByRole("button", { name: "Decline" }).click();
    const dialog = seerBookings.dialog("Decline this request?");
    await dialog.getByLabel("Reason (optional)").fill("I am away that week.");
    await dialog.getByRole("button", { name: "Decline request" }).click();
    await expectToast(seerPage, "Success!", "The request is declined.");

    const bookings = new BookingsPage(page);
    await bookings.goto();
    await expect(
      bookings.calledOff.getByRole("article", { name: `Session with ${seer.name}` }),
    ).toContainText(`Declined by ${seer.name}: “I am away that week.”`);
    await expect(bookings.calledOff.getByRole("link", { name: "Book another time" })).toBeVisible();
  });

  test("after Book now, the confirmation takes focus, in full view, with the time, the mode and the terms @phone", async ({
    page,
    seer,
    account,
  }) => {
    const panel = await openPanel(page, seer, account);
    const time = await panel.choose(1, LATER);
    const mine = time.split(" (")[0] ?? time;
    await panel.bookNow.scrollIntoViewIfNeeded();
    await panel.bookNow.click();

    await expect(panel.sent).toBeFocused();
    await expect(panel.sent).toContainText(`${mine} –`);
    await expect(panel.sent).toContainText("your time, New York");
    await expect(panel.sent).toContainText("Online (video)");
    await expect(panel.sent).toContainText("You pay Iris at the session");
    await expect(panel.sent).toContainText("Cancelling is free up to 24 hours before the start");
    // Whole, below the sticky header.
    await expect(async () => {
      const box = await panel.sent.boundingBox();
      const header = await page.getByRole("banner").boundingBox();
      const viewport = page.viewportSize();
      expect(box && header && viewport).toBeTruthy();
      if (!box || !header || !viewport) return;
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    }).toPass();
    // Nothing above it asks for the same time again.
    await expect(panel.timeGroup).toHaveCount(0);
    await expect(panel.bookNow).toHaveCount(0);

    // Another time is one deliberate step away, and the one just asked for is no longer offered.
    await panel.sent.getByRole("button", { name: "Book another time" }).click();
    await expect(panel.sent).toHaveCount(0);
    await expect(panel.dayGroup.getByRole("radio", { checked: true })).toBeFocused();
    await expect(panel.timeGroup).toBeVisible();
    await expect(panel.timeGroup.getByRole("radio", { name: time, exact: true })).toHaveCount(0);
  });

  test("a Seer sees the requests waiting for an answer in the header, on a phone too @phone", async ({
    page,
    playwright,
    seer,
    account,
  }) => {
    const seeker = await apiAs(playwright, account);
    await requestBooking(seeker, seer.slug);
    await seeker.dispose();
    const header = new Header(page);
    const waiting = header.bar.getByRole("link", {
      name: "1 booking request waits for your answer",
    });

    // A seeker has none to answer: nothing shows.
    await signInQuickly(page, account);
    await page.goto("/");
    await header.expectSignedInAs(account.name);
    await expect(waiting).toHaveCount(0);

    await page.context().clearCookies();
    await signInQuickly(page, seer);
    // On a public page (its header asks from the browser) and in the signed-in area.
    await page.goto(`/profile/${seer.slug}`);
    await expect(waiting).toBeVisible();
    await page.goto("/dashboard");
    await expect(waiting).toBeVisible();
    await waiting.click();
    await expect(page).toHaveURL("/bookings?tab=requests");
    await expect(page.getByRole("tab", { name: "Requests (1)" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("no serious or critical axe violation on the panel and /bookings, in light and dark", async ({
    page,
    pageFor,
    seer,
    account,
  }) => {
    const panel = new BookingPanel(page);
    await panel.goto(seer.slug);
    await panel.choose(1, LATER);
    const found = await seriousViolationsInBothThemes(page, "panel (visitor)");
    await signInQuickly(page, account);
    await panel.page.reload();
    await expect(panel.bookNow).toBeEnabled();
    found.push(...(await seriousViolationsInBothThemes(page, "panel")));
    await panel.bookNow.click();
    await expect(panel.sent).toBeVisible();
    found.push(...(await seriousViolationsInBothThemes(page, "panel sent")));

    const bookings = new BookingsPage(page);
    await bookings.goto();
    await expect(bookings.card(`Session with ${seer.name}`)).toBeVisible();
    found.push(...(await seriousViolationsInBothThemes(page, "/bookings")));

    const seerPage = await pageFor(seer, seerBrowser());
    const seerBookings = new BookingsPage(seerPage);
    await seerBookings.goto();
    await expect(seerBookings.card(`${account.name}'s session`)).toBeVisible();
    found.push(...(await seriousViolationsInBothThemes(seerPage, "/bookings Seer")));
    // The public header with the Seer's waiting request in it.
    await seerPage.goto("/");
    await expect(
      seerPage.getByRole("banner").getByRole("link", { name: /request waits for your answer/ }),
    ).toBeVisible();
    found.push(...(await seriousViolationsInBothThemes(seerPage, "home, Seer's header")));

    // Called off, the booking moves to its own group with a way to rebook.
    const list = await (await page.request.get("/api/v1/bookings/?as=seeker")).json();
    const cancelled = await page.request.post(`/api/v1/bookings/${list.data[0].id}/cancel`, {
      data: { reason: null },
    });
    expect(cancelled.status()).toBe(200);
    await bookings.goto();
    await expect(bookings.calledOff.getByRole("link", { name: "Book another time" })).toBeVisible();
    found.push(...(await seriousViolationsInBothThemes(page, "/bookings cancelled")));
    expect(found).toEqual([]);
  });
});
