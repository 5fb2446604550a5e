/**
 * /dashboard for who you are (issue 20): a Seer sees their listing's next step, the requests
 * waiting for them (answered in place) and their next sessions; a seeker sees their upcoming
 * sessions first, then saved coaches and reviews. Nobody is welcomed "back" on their first visit.
 * An Accept the Seer's own calendar now clashes with asks them first (issue 38).
 */
import type { Locator, Page } from "@playwright/test";
import { screenshotBothThemes, seriousViolationsInBothThemes } from "./support/a11y";
import type { Account } from "./support/accounts";
import { apiAs } from "./support/app-session";
import { SUPERUSER } from "./support/e2e-env";
import { expect, signInQuickly, test } from "./support/fixtures";
import { icalServer } from "./support/ical-server";
import { submittedSeer } from "./support/seers";
import { requestSession } from "./support/session-requests";
import { expectToast } from "./support/site";

const region = (page: Page, name: string): Locator =>
  page.getByRole("main").getByRole("region", { name, exact: true });

/** The names of the page's sections, top to bottom. */
async function sectionOrder(page: Page): Promise<string[]> {
  const headings = page.getByRole("main").getByRole("heading", { level: 2 });
  return headings.allTextContents();
}

/** Signs `who` in and opens their dashboard, which greets them by name. */
async function openDashboard(page: Page, who: Account): Promise<void> {
  await signInQuickly(page, who);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: `Hi, ${who.name}` })).toBeVisible();
}

test.describe("a seeker's dashboard", () => {
  test("greets a first visit without a welcome back, and starts with empty saved coaches", async ({
    page,
    account,
  }) => {
    await openDashboard(page, account);
    // The account was made a moment ago: this is not someone coming back.
    await expect(page.getByText("Welcome to Seers, glad you are here!")).toBeVisible();
    await expect(page.getByText(/Welcome back/)).toHaveCount(0);
    const saved = region(page, "Saved coaches");
    await expect(saved.getByRole("link", { name: "Discover coaches" })).toHaveAttribute(
      "href",
      "/discover",
    );
  });

  test("upcoming sessions come first, with their status, then saved coaches and reviews @phone", async ({
    page,
    seer,
    account,
  }) => {
    test.slow();
    await signInQuickly(page, account);
    await requestSession(page.request, seer.slug, { note: "About a new job." });

    await page.goto("/dashboard");
    const upcoming = region(page, "Upcoming sessions");
    const card = upcoming.getByRole("article", { name: `Session with ${seer.name}` });
    await expect(card).toContainText("Waiting for an answer");
    await expect(card.getByRole("link", { name: seer.name, exact: true })).toHaveAttribute(
      "href",
      `/profile/${seer.slug}`,
    );
    await expect(upcoming.getByRole("link", { name: "All my bookings" })).toHaveAttribute(
      "href",
      "/bookings",
    );
    expect(await sectionOrder(page)).toEqual([
      "Upcoming sessions",
      "Saved coaches",
      "Your reviews",
    ]);

    // The Seer accepts: the card says so.
    const list = (await (await seer.api.get("/api/v1/bookings/?as=seer")).json()) as {
      data: { id: string }[];
    };
    const accepted = await seer.api.post(`/api/v1/bookings/${list.data[0]?.id}/accept`);
    expect(accepted.status()).toBe(200);
    await page.reload();
    await expect(card).toContainText("Confirmed");
    await seer.api.dispose();
  });

  test("with nothing booked, Upcoming sessions says how to book", async ({ page, account }) => {
    await openDashboard(page, account);
    const upcoming = region(page, "Upcoming sessions");
    await expect(upcoming).toContainText("No sessions ahead");
    await expect(upcoming.getByRole("link", { name: "Discover Seers" })).toHaveAttribute(
      "href",
      "/discover",
    );
  });

  test("lists a saved coach with a link to the profile, and removes it", async ({
    page,
    account,
  }) => {
    await signInQuickly(page, account);
    const save = await page.request.put("/api/v1/users/me/saved-coaches/amara-okafor");
    expect(save.status()).toBe(200);

    await page.goto("/dashboard");
    const saved = region(page, "Saved coaches");
    await expect(saved.getByRole("link", { name: "Amara Okafor" })).toHaveAttribute(
      "href",
      "/profile/amara-okafor",
    );
    await saved.getByRole("button", { name: "Remove Amara Okafor from saved coaches" }).click();
    await expect(saved.getByRole("link", { name: "Amara Okafor" })).toHaveCount(0);
    await page.reload();
    await expect(saved.getByRole("link", { name: "Discover coaches" })).toBeVisible();
  });

  // Reviews now stand on completed sessions: a written one is listed here in booking.spec.ts.
  test("Your reviews starts empty and says reviews come after a session", async ({
    page,
    account,
  }) => {
    await openDashboard(page, account);
    const reviews = region(page, "Your reviews");
    await expect(reviews).toContainText("After a session, share how it went");
    await expect(reviews.getByRole("listitem")).toHaveCount(0);
  });
});

test.describe("a Seer's dashboard", () => {
  test("a brand-new Seer: the listing's first step, no seeker cards, no welcome back @phone", async ({
    page,
    seerAccount,
  }) => {
    await openDashboard(page, seerAccount);
    await expect(page.getByText(/Welcome back/)).toHaveCount(0);
    const listing = region(page, "My listing");
    await expect(listing).toContainText("Not started");
    await expect(listing.getByRole("link", { name: "Start your listing" })).toHaveAttribute(
      "href",
      "/listing",
    );
    await expect(region(page, "Requests awaiting your answer")).toContainText(
      "No requests are waiting for an answer.",
    );
    await expect(region(page, "Next sessions")).toContainText("No confirmed sessions ahead.");
    // A Seer who saved nobody and reviewed nothing is not shown a seeker's empty cards.
    await expect(region(page, "Saved coaches")).toHaveCount(0);
    await expect(region(page, "Your reviews")).toHaveCount(0);

    // Opening the editor starts the draft: the card then says to finish and submit it.
    await page.goto("/listing");
    await expect(page.getByRole("region", { name: "Listing status" })).toContainText("Draft");
    await page.goto("/dashboard");
    await expect(listing).toContainText("Draft");
    await expect(listing).toContainText("Finish it and submit it for review");
    await expect(listing.getByRole("link", { name: "Continue your listing" })).toHaveAttribute(
      "href",
      "/listing",
    );
  });

  test("requests are answered in place: accept one (its time now busy), decline another; the next sessions follow", async ({
    page,
    playwright,
    seer,
    account,
  }, testInfo) => {
    test.slow();
    const seeker = await apiAs(playwright, account);
    const first = await requestSession(seeker, seer.slug, { note: "Career questions." });
    await requestSession(seeker, seer.slug, { daysAhead: 4 });
    await seeker.dispose();
    // Then the Seer's own calendar fills the first request's time (served until accepted: it is read again).
    const ical = await icalServer(first);
    const connected = await seer.api.post("/api/v1/users/me/calendars", {
      data: { kind: "ics", url: ical.url },
    });
    expect(connected.status(), await connected.text()).toBe(201);

    await openDashboard(page, seer);
    const requests = region(page, "Requests awaiting your answer");
    const cards = requests.getByRole("article", { name: `${account.name}'s session` });
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText("Career questions.");
    await expect(region(page, "Next sessions")).toContainText("No confirmed sessions ahead.");

    const accept = cards.first().getByRole("button", { name: "Accept", exact: true });
    const clash = page.getByRole("dialog", { name: "This time is now busy in your own calendar" });
    try {
      await accept.click();
      await screenshotBothThemes(page, testInfo, "accept-clash");
      await clash.getByRole("button", { name: "Keep it open" }).click();
      await expect(clash).toBeHidden();
      await expect(cards).toHaveCount(2);
      await expect(accept).toBeFocused();
      await accept.click();
      await clash.getByRole("button", { name: "Accept anyway" }).click();
      await expectToast(page, "Success!", "The session is confirmed.");
    } finally {
      await ical.close();
    }
    await expect(cards).toHaveCount(1);
    const next = region(page, "Next sessions");
    await expect(next.getByRole("article", { name: `${account.name}'s session` })).toContainText(
      "Confirmed",
    );

    await cards.first().getByRole("button", { name: "Decline" }).click();
    const dialog = page.getByRole("dialog", { name: "Decline this request?" });
    await dialog.getByLabel("Reason (optional)").fill("I am away that day.");
    await dialog.getByRole("button", { name: "Decline request" }).click();
    await expectToast(page, "Success!", "The request is declined.");
    await expect(cards).toHaveCount(0);
    await expect(requests).toContainText("No requests are waiting for an answer.");
    await seer.api.dispose();
  });

  test("the listing's next step follows its state: under review, returned, published, paused", async ({
    page,
    playwright,
    request,
  }) => {
    test.slow();
    const seer = await submittedSeer(playwright, request);
    await openDashboard(page, seer);
    const listing = region(page, "My listing");
    await expect(listing).toContainText("Waiting for review");
    await expect(listing.getByRole("link", { name: "Open My listing" })).toHaveAttribute(
      "href",
      "/listing",
    );

    const admin = await apiAs(playwright, SUPERUSER);
    const rejected = await admin.post(`/api/v1/listings/${seer.slug}/reject`, {
      data: { reason: "Please add a clearer photo of yourself." },
    });
    expect(rejected.status()).toBe(200);
    await page.reload();
    await expect(listing).toContainText("Changes needed");
    await expect(listing).toContainText("Please add a clearer photo of yourself.");
    await expect(listing.getByRole("link", { name: "Fix your listing" })).toHaveAttribute(
      "href",
      "/listing",
    );

    expect((await seer.api.post("/api/v1/users/me/listing/submit")).status()).toBe(200);
    expect((await admin.post(`/api/v1/listings/${seer.slug}/approve`)).status()).toBe(200);
    await admin.dispose();
    await page.reload();
    await expect(listing).toContainText("Published");
    await expect(listing.getByRole("link", { name: "View your profile" })).toHaveAttribute(
      "href",
      `/profile/${seer.slug}`,
    );
    await listing.getByRole("button", { name: "Pause" }).click();
    await expectToast(page, "Success!", "Your listing is paused.");
    await expect(listing).toContainText("Paused");
    await listing.getByRole("button", { name: "Resume" }).click();
    await expectToast(page, "Success!", "Your listing is published again.");
    await expect(listing).toContainText("Published");
    await seer.api.dispose();
  });

  test("a Seer's and a seeker's dashboards have no serious accessibility violations in light and dark", async ({
    page,
    pageFor,
    seer,
    account,
  }) => {
    test.slow();
    await signInQuickly(page, account);
    await requestSession(page.request, seer.slug);
    await page.goto("/dashboard");
    await expect(
      region(page, "Upcoming sessions").getByRole("article", {
        name: `Session with ${seer.name}`,
      }),
    ).toBeVisible();
    const found = await seriousViolationsInBothThemes(page, "seeker");

    const seerPage = await pageFor(seer);
    await seerPage.goto("/dashboard");
    await expect(
      region(seerPage, "Requests awaiting your answer").getByRole("button", { name: "Accept" }),
    ).toBeVisible();
    found.push(...(await seriousViolationsInBothThemes(seerPage, "Seer")));
    expect(found).toEqual([]);
  });
});
