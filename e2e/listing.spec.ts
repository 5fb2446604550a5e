/**
 * Issue 11: a Seer goes from /signup?role=seer to a submitted listing in one sitting, an admin
 * approves or rejects it in /admin/listings, and seekers open the published profile.
 */
import type { Browser, Page } from "@playwright/test";
import { seriousViolationsInBothThemes } from "./support/a11y";
import { newPerson } from "./support/accounts";
import { accountNav } from "./support/app-pages";
import { signIn } from "./support/app-session";
import { baseURL, SUPERUSER } from "./support/e2e-env";
import { expect, signInQuickly, test } from "./support/fixtures";
import {
  COMPLETE_LISTING,
  completeListingThroughApi,
  ListingEditor,
  ListingsReviewPage,
  makePhoto,
  submitThroughApi,
} from "./support/listing-pages";
import { expectToast } from "./support/site";

const BIO =
  "I have read tarot for twelve years, first for friends and then in a small studio.\n\nSessions are calm and practical: we look at your question, the cards, and what you can do next.";

/** Nothing scrolls sideways: the page is no wider than the window. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits, "the page scrolls sideways").toBe(true);
}

/**
 * The whole editor, filled through the UI, from About to Preview (each step checked for sideways
 * scrolling on the way); returns the listing's slug.
 */
async function fillEveryStep(page: Page, editor: ListingEditor, name: string): Promise<string> {
  await editor.expectStep("About");
  await expect(editor.main.getByLabel("Display name")).toHaveValue(name);
  await editor.fillAbout({
    headline: "Tarot for clear choices",
    bio: BIO,
    category: "Tarot Reading",
    specialties: ["Divination Tools", "Healing"],
    readingTypes: ["Numerology"],
    languages: ["English", "Portuguese"],
    years: 12,
  });
  await expectNoSidewaysScroll(page);
  await editor.nextTo("Sessions");
  await editor.fillSessions({
    mode: "Hybrid",
    location: "Los Angeles",
    videoLink: "https://meet.jit.si/tarot-clear-choices",
    address: "1200 Sunset Boulevard, Los Angeles",
    rate: 85,
    hours: [1, 2],
    description: "We begin with your question, draw a spread together and end with a plan.",
  });
  await expectNoSidewaysScroll(page);
  await editor.nextTo("Photos");
  await editor.uploadPhoto(
    "studio.png",
    await makePhoto("png", 40),
    "image/png",
    "My reading table",
  );
  await editor.uploadPhoto(
    "portrait.jpg",
    await makePhoto("jpeg", 200),
    "image/jpeg",
    "Me smiling",
  );
  await expectNoSidewaysScroll(page);
  await editor.nextTo("Availability");
  await editor.addHours("Monday", "09:00", "12:00");
  await expectNoSidewaysScroll(page);
  await editor.nextTo("Preview and submit");
  const response = await page.request.get("/api/v1/users/me/listing");
  return ((await response.json()) as { slug: string }).slug;
}

async function signedInPage(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, who);
  return page;
}

test.describe("a Seer's listing", () => {
  // The Availability step starts on the browser's own time zone.
  test.use({ timezoneId: "Europe/Lisbon" });

  test("from /signup?role=seer through every step to review, approval and the link to the public profile", async ({
    page,
    browser,
    signupPage,
  }) => {
    test.slow();
    const person = newPerson(1);
    await signupPage.goto("?role=seer");
    await signupPage.fillDetails(person);
    await signupPage.terms.check();
    // The editor's first read of the listing starts it as a draft.
    const draftStarted = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === "/api/v1/users/me/listing" &&
        response.request().method() === "GET",
    );
    await signupPage.submit.click();
    // A new Seer starts on the listing's first step (issue 20).
    await expect(page).toHaveURL(/\/listing\?step=about$/);
    await draftStarted;

    // The dashboard points to My listing, a draft to continue.
    await page.goto("/dashboard");
    const card = page.getByRole("region", { name: "My listing" });
    await expect(card).toContainText("Draft");
    await card.getByRole("link", { name: "Continue your listing" }).click();
    const editor = new ListingEditor(page);
    await expect(editor.heading).toBeVisible();
    const nav = await accountNav(page);
    await expect(nav.getByRole("link", { name: "My listing" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(editor.status).toContainText("Draft");

    // About: the counter follows the bio; a move is refused while a field is invalid.
    await editor.main.getByLabel("Bio").fill("Short.");
    await expect(
      editor.main.getByText(/6 \/ 3,000 characters \(at least 50 to submit\)/),
    ).toBeVisible();
    await editor.main.getByLabel("Years of experience").fill("200");
    await editor.next.click();
    await expect(editor.main.getByText("Enter at most 80")).toBeVisible();
    await editor.expectStep("About");

    // Sessions: location (and the street address) only when not Remote; Save draft, then a
    // reload keeps everything.
    await editor.fillAbout({
      headline: "Tarot for clear choices",
      bio: BIO,
      category: "Tarot Reading",
      specialties: ["Divination Tools"],
      languages: ["English"],
      years: 12,
    });
    await editor.nextTo("Sessions");
    const remote = editor.main.getByRole("radio", { name: "Remote" });
    await remote.check();
    await expect(editor.main.getByLabel("Location")).toHaveCount(0);
    await editor.main.getByRole("radio", { name: "Hybrid" }).check();
    await editor.main.getByLabel("Location").fill("Los Angeles");
    await editor.main.getByRole("radio", { name: "My own video link" }).check();
    await editor.main
      .getByRole("textbox", { name: "Video link" })
      .fill("https://meet.jit.si/tarot-clear-choices");
    await editor.main.getByLabel("Street address").fill("1200 Sunset Boulevard, Los Angeles");
    await editor.main.getByLabel("Hourly rate (US dollars)").fill("85");
    await editor.main.getByLabel("What a session is like").fill("We draw a spread together.");
    await editor.saveDraft.click();
    await expect(editor.saved).toBeVisible();
    await page.reload();
    await editor.expectStep("Sessions");
    await expect(editor.main.getByLabel("Location")).toHaveValue("Los Angeles");
    await expect(editor.main.getByLabel("Hourly rate (US dollars)")).toHaveValue("85");
    await editor.back.click();
    await editor.expectStep("About");
    await expect(editor.main.getByLabel("Headline")).toHaveValue("Tarot for clear choices");
    await editor.step("Sessions").click();
    await editor.expectStep("Sessions");
    await editor.nextTo("Photos");

    // Photos: a refused file shows the server's reason; two real pictures; reorder; delete.
    const form = editor.main.getByRole("form", { name: "Add a photo" });
    await form.getByLabel("Photo file").setInputFiles({
      name: "notes.png",
      mimeType: "image/png",
      buffer: Buffer.from("not a picture at all"),
    });
    await form.getByLabel("Alt text").fill("Not a photo");
    await form.getByRole("button", { name: "Upload photo" }).click();
    await expect(form.getByRole("alert")).toBeVisible();
    await editor.uploadPhoto(
      "table.png",
      await makePhoto("png", 40),
      "image/png",
      "My reading table",
    );
    await editor.uploadPhoto("me.jpg", await makePhoto("jpeg", 200), "image/jpeg", "Me smiling");
    await editor.uploadPhoto("extra.png", await makePhoto("png", 120), "image/png", "Spare photo");
    await expect(editor.main.getByText("3 of 8 photos")).toBeVisible();
    const items = editor.photos.getByRole("listitem");
    await expect(items.first()).toContainText("Cover photo");
    await expect(items.first()).toContainText("My reading table");
    await items.nth(1).getByRole("button", { name: "Move up" }).click();
    await expect(items.first()).toContainText("Me smiling");
    await expect(items.first()).toContainText("Cover photo");
    await items.nth(2).getByRole("button", { name: "Delete" }).click();
    await expect(items).toHaveCount(2);
    await editor.nextTo("Availability");

    // Availability: the browser's time zone by default, two ranges on Monday, a day off.
    await expect(editor.main.getByLabel("Time zone")).toHaveValue("Europe/Lisbon");
    await editor.addHours("Monday", "09:00", "12:00");
    await editor.addHours("Monday", "14:00", "18:00");
    await editor.main.getByLabel("Date off").fill("2026-12-24");
    await editor.main.getByRole("button", { name: "Add date" }).click();
    await expect(editor.main.getByRole("list", { name: "Your dates off" })).toContainText(
      "December 24, 2026",
    );
    await editor.main.getByLabel("Minimum notice (hours)").fill("12");
    await editor.nextTo("Preview and submit");
    const response = await page.request.get("/api/v1/users/me/listing");
    const saved = (await response.json()) as Record<string, unknown>;
    expect(saved).toMatchObject({
      timezone: "Europe/Lisbon",
      weekly_hours: {
        mon: [
          ["09:00", "12:00"],
          ["14:00", "18:00"],
        ],
      },
      days_off: ["2026-12-24"],
      min_notice_hours: 12,
      location: "Los Angeles",
      hourly_rate: 85,
    });
    const slug = saved.slug as string;

    // Preview and submit: the profile as seekers will see it.
    const preview = editor.main.getByRole("article", { name: `Profile preview of ${person.name}` });
    await expect(preview.getByRole("heading", { name: person.name })).toBeVisible();
    await expect(preview).toContainText("$85/hr");
    await expect(preview).toContainText("Tarot Reading");
    await editor.main.getByRole("button", { name: "Submit for review" }).click();
    await expect(editor.status).toContainText("Waiting for review");

    // The admin approves it.
    const adminPage = await signedInPage(browser, SUPERUSER);
    const review = new ListingsReviewPage(adminPage);
    await review.goto();
    const pending = review.pending(person.name);
    await expect(pending).toContainText(person.email);
    // The Seer's private place, which only reviewers (and accepted seekers) read.
    const place = pending.getByRole("region", { name: /^Private place/ });
    await expect(place).toContainText("Own video link: https://meet.jit.si/tarot-clear-choices");
    await expect(
      place.getByRole("link", { name: "1200 Sunset Boulevard, Los Angeles" }),
    ).toHaveAttribute("href", /openstreetmap\.org\/search\?query=1200%20Sunset/);
    await pending.getByRole("button", { name: "Show preview" }).click();
    await expect(
      pending.getByRole("article", { name: `Profile preview of ${person.name}` }),
    ).toBeVisible();
    await pending.getByRole("button", { name: "Approve" }).click();
    await expectToast(adminPage, "Success!", `${person.name} is published.`);
    await expect(review.pending(person.name)).toHaveCount(0);
    await review.statusFilter.selectOption({ label: "Published" });
    await expect(review.row(person.name)).toContainText("Published");
    await adminPage.context().close();

    // The Seer sees it published, with the way to the public profile.
    await page.reload();
    await expect(editor.status).toContainText("Published");
    await expect(
      editor.status.getByRole("link", { name: "View your public profile" }),
    ).toHaveAttribute("href", `/profile/${slug}`);
  });

  test("a rejected listing shows the admin's reason; the Seer edits and submits again; unpublish says why too", async ({
    page,
    browser,
    seerAccount,
  }) => {
    test.slow();
    await signInQuickly(page, seerAccount);
    const slug = await completeListingThroughApi(page.request);
    await submitThroughApi(page.request);

    const adminPage = await signedInPage(browser, SUPERUSER);
    const review = new ListingsReviewPage(adminPage);
    await review.goto();
    const pending = review.pending(seerAccount.name);
    await pending.getByRole("button", { name: "Reject" }).click();
    const dialog = review.dialog("Reject listing");
    await dialog.getByRole("button", { name: "Reject" }).click();
    await expect(dialog.getByText("Give a reason")).toBeVisible();
    await dialog
      .getByLabel("Reason")
      .fill("Please add a photo of yourself, not only of the chart.");
    await dialog.getByRole("button", { name: "Reject" }).click();
    await expectToast(adminPage, "Success!", "The listing was rejected.");
    await expect(review.pending(seerAccount.name)).toHaveCount(0);

    const editor = new ListingEditor(page);
    await editor.goto();
    await expect(editor.status).toContainText("Changes needed");
    await expect(editor.status).toContainText(
      "Please add a photo of yourself, not only of the chart.",
    );
    await editor.status.getByRole("button", { name: "Edit your listing" }).click();
    await editor.expectStep("About");
    await editor.step("Photos").click();
    await editor.uploadPhoto("me.jpg", await makePhoto("jpeg", 10), "image/jpeg", "Me at my desk");
    await editor.step("Preview").click();
    await editor.expectStep("Preview and submit");
    await editor.main.getByRole("button", { name: "Submit for review" }).click();
    await expect(editor.status).toContainText("Waiting for review");

    // Approved, then taken down: the Seer reads why.
    const approved = await adminPage.request.post(`/api/v1/listings/${slug}/approve`);
    expect(approved.status()).toBe(200);
    await review.goto();
    await review.statusFilter.selectOption({ label: "Published" });
    await review.row(seerAccount.name).getByRole("button", { name: "Unpublish" }).click();
    const unpublish = review.dialog("Unpublish listing");
    await unpublish.getByLabel("Reason").fill("Reports of no-shows: please get in touch with us.");
    await unpublish.getByRole("button", { name: "Unpublish" }).click();
    await expectToast(adminPage, "Success!", "The listing was unpublished.");
    await adminPage.context().close();
    await page.reload();
    await expect(editor.status).toContainText("Reports of no-shows: please get in touch with us.");
  });

  test("on a phone: every step fits, the listing is submitted, then paused and resumed @phone", async ({
    page,
    seerAccount,
  }) => {
    test.slow();
    // The narrowest phone the editor is designed for.
    await page.setViewportSize({ width: 375, height: 740 });
    await signInQuickly(page, seerAccount);
    const editor = new ListingEditor(page);
    await editor.goto();
    await fillEveryStep(page, editor, seerAccount.name);
    await expectNoSidewaysScroll(page);
    await editor.main.getByRole("button", { name: "Submit for review" }).click();
    await expect(editor.status).toContainText("Waiting for review");

    const admin = await page.context().browser()?.newContext({ baseURL });
    const adminPage = await admin?.newPage();
    if (!adminPage) throw new Error("no admin page");
    await signIn(adminPage, SUPERUSER);
    const slug = (
      (await (await page.request.get("/api/v1/users/me/listing")).json()) as { slug: string }
    ).slug;
    expect((await adminPage.request.post(`/api/v1/listings/${slug}/approve`)).status()).toBe(200);
    await admin?.close();

    await page.reload();
    await expect(editor.status).toContainText("Published");
    await editor.status.getByRole("button", { name: "Pause" }).click();
    await expect(editor.status).toContainText("Paused");
    await editor.status.getByRole("button", { name: "Resume" }).click();
    await expect(editor.status).toContainText("Published");
  });

  test("an incomplete listing lists what is missing, each linking to its step", async ({
    page,
    seerAccount,
  }) => {
    await signInQuickly(page, seerAccount);
    const editor = new ListingEditor(page);
    await editor.goto("preview");
    await editor.main.getByRole("button", { name: "Submit for review" }).click();
    const missing = editor.main.getByRole("region", { name: "Your listing is not complete yet" });
    await expect(missing).toContainText("Add at least one photo");
    await expect(missing).toContainText("Choose a category");
    await missing.getByRole("button", { name: "Go to Photos" }).click();
    await editor.expectStep("Photos");
    await expect(page).toHaveURL(/step=photos/);
  });

  test("a seeker at /listing is told what listings are, and has no My listing link", async ({
    page,
    account,
  }) => {
    await signInQuickly(page, account);
    await page.goto("/listing");
    await expect(
      page.getByRole("heading", { level: 1, name: "Listings are for Seers" }),
    ).toBeVisible();
    const nav = await accountNav(page);
    await expect(nav.getByRole("link", { name: "My listing" })).toHaveCount(0);
  });

  test("a published listing is on Discover and its profile opens for a seeker", async ({
    page,
    account,
    seerAccount,
    browser,
  }) => {
    const seerPage = await signedInPage(browser, seerAccount);
    const slug = await completeListingThroughApi(seerPage.request);
    await submitThroughApi(seerPage.request);
    const adminPage = await signedInPage(browser, SUPERUSER);
    expect((await adminPage.request.post(`/api/v1/listings/${slug}/approve`)).status()).toBe(200);
    await signInQuickly(page, account);
    // Found by the filters it matches: its specialty, its reading type and its exact rate. Its
    // name is searched too: other tests publish Seers with the same listing, and those that sort
    // before it would push it off the first page.
    await page.goto(
      `/discover?specialty=esoteric-sciences&reading_type=western-astrology&min_price=70&max_price=70&q=${seerAccount.lastname}`,
    );
    await expect(page.getByRole("main")).toContainText(seerAccount.name);
    await page.goto(`/profile/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: seerAccount.name })).toBeVisible();
    await expect(page.getByText(COMPLETE_LISTING.headline)).toBeVisible();
  });

  test("no serious accessibility violations in the editor and the review, in light and dark", async ({
    page,
    browser,
    seerAccount,
  }) => {
    // Seven screens (five steps, the review, a dialog), each scanned in both themes: longer than
    // test.slow() on a busy machine.
    test.setTimeout(180_000);
    const scan = async (target: Page, label: string) => {
      expect(await seriousViolationsInBothThemes(target, label)).toEqual([]);
    };
    await signInQuickly(page, seerAccount);
    await completeListingThroughApi(page.request);
    const editor = new ListingEditor(page);
    for (const step of ["about", "sessions", "photos", "availability", "preview"]) {
      await editor.goto(step);
      await expect(editor.main.getByText(/Step \d of 5/)).toBeVisible();
      if (step === "about") {
        await editor.main.getByLabel("Years of experience").fill("200");
        await editor.next.click();
        await expect(editor.main.getByText("Enter at most 80")).toBeVisible();
      }
      if (step === "photos") await expect(editor.photos.getByRole("img")).toHaveCount(1);
      await scan(page, step);
    }
    await submitThroughApi(page.request);

    const adminPage = await signedInPage(browser, SUPERUSER);
    const review = new ListingsReviewPage(adminPage);
    await review.goto();
    const pending = review.pending(seerAccount.name);
    await pending.getByRole("button", { name: "Show preview" }).click();
    await expect(pending.getByRole("article")).toBeVisible();
    await scan(adminPage, "review with a preview open");
    await pending.getByRole("button", { name: "Reject" }).click();
    await review.dialog("Reject listing").getByRole("button", { name: "Reject" }).click();
    await expect(review.dialog("Reject listing").getByText("Give a reason")).toBeVisible();
    await scan(adminPage, "reject dialog with an error");
    await adminPage.context().close();
  });
});
