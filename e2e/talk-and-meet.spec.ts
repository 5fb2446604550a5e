/**
 * Talk and meet (issue 21), the whole story in two people's browsers: a seeker writes to a Hybrid
 * Seer from the profile (links are links, nothing else is markup); the Seer finds it by the unread
 * badges and answers, and the seeker's open thread shows it without a reload; the seeker asks for
 * an online and an in-person session from the booking panel while the Seer's requests follow
 * live, and the thread gains the booking's lines; the Seer accepts, and the seeker's booking page
 * turns Confirmed by itself, with Join video (the server's clock moved to 10 minutes before the
 * start, and back at once) and, for the other session, the address; then the seeker blocks and
 * reports the Seer, and an admin resolves the report at /admin/reports. On a phone: the answer
 * waits behind the badges of the phone menu.
 *
 * The parts each screen has in more detail stay in their own specs (messages, place, safety, live);
 * what this story walks through is no longer repeated there.
 */
import type { Page } from "@playwright/test";
import { MINUTE_MS } from "../lib/durations";
import { seriousViolations } from "./support/a11y";
import { createUserAsAdmin } from "./support/app-session";
import { BookingPanel, BookingsPage } from "./support/booking-pages";
import { expect, signInQuickly, test } from "./support/fixtures";
import { MessagesPage, messagesNavLink, writeFromProfile } from "./support/message-pages";
import { draftSeer, hybridListing, publish } from "./support/seers";
import { setServerClock } from "./support/server-clock";

test.use({ timezoneId: "Europe/Lisbon" });

const LINK = "https://meet.jit.si/iris-story-readings";
const ADDRESS = "7 Travessa do Carmo, 1200-095 Lisbon";

const whereOf = (page: Page) => page.getByRole("main").getByRole("region", { name: "Where" });
const unreadInHeader = (page: Page, count: number) =>
  page.getByRole("banner").getByRole("button", { name: new RegExp(`${count} unread message`) });

type Mine = { id: string; start: string; mode: "online" | "in_person" };

test("a seeker talks to a Seer, books, meets them online and in person, then blocks and reports; an admin resolves it", async ({
  page,
  pageFor,
  playwright,
  request,
  account,
}) => {
  // Three people's browsers on two shared cores (3.3 min seen on a machine loaded 10 times over).
  test.setTimeout(300_000);
  const seer = await publish(
    playwright,
    await draftSeer(playwright, request, hybridListing({ video_url: LINK, address: ADDRESS })),
  );
  const firstName = seer.name.split(" ")[0] as string;

  // The seeker writes from the profile, before any booking.
  const seekerPage = page;
  await signInQuickly(seekerPage, account);
  const thread = await writeFromProfile(
    seekerPage,
    seer,
    "Hello! Is a reading right for me? My notes: https://example.com/notes. <b>not bold</b>",
  );
  // Addresses are links that pass no credit; anything else stays text.
  const link = thread.log.getByRole("link", { name: "https://example.com/notes" });
  await expect(link).toHaveAttribute("href", "https://example.com/notes");
  await expect(link).toHaveAttribute("rel", "nofollow noopener ugc");
  await expect(thread.log.locator("b")).toHaveCount(0);
  await expect(thread.line("<b>not bold</b>")).toBeVisible();
  const conversation = seekerPage.url();

  // The Seer finds it by the badges, opens it (which reads it) and answers.
  const seerPage = await pageFor(seer);
  await seerPage.goto("/dashboard");
  await expect(messagesNavLink(seerPage)).toContainText("1");
  await expect(unreadInHeader(seerPage, 1)).toBeVisible();
  const list = new MessagesPage(seerPage);
  await list.goto();
  await expect(list.row(account.name)).toContainText("Is a reading right for me?");
  const seerThread = await list.open(account.name);
  await expect(messagesNavLink(seerPage)).toHaveText("Messages");
  await seerThread.write("Welcome! Ask me anything.");
  // The seeker's open thread shows the answer without a reload.
  await expect(thread.line("Welcome! Ask me anything.")).toBeVisible();

  // The Seer watches their requests while the seeker asks for two sessions from the panel.
  const seerBookings = new BookingsPage(seerPage);
  await seerBookings.goto("requests");
  await expect(seerBookings.tab("Requests (0)")).toBeVisible();
  const panel = new BookingPanel(seekerPage);
  await panel.goto(seer.slug);
  const how = panel.panel.getByRole("group", { name: "How you meet" });
  await panel.choose(1, { day: 1 });
  await how.getByRole("radio", { name: /^Online/ }).check();
  await panel.bookNow.click();
  await expect(panel.sent).toContainText("Online (video)");
  await panel.panel.getByRole("button", { name: "Book another time" }).click();
  await panel.choose(1, { day: 1, nth: 2 });
  await how.getByRole("radio", { name: "In person, in Lisbon" }).check();
  await panel.bookNow.click();
  await expect(panel.sent).toContainText("In person, in Lisbon");
  await expect(seerBookings.tab("Requests (2)")).toBeVisible();
  await expect(
    seerPage
      .getByRole("navigation", { name: "Account" })
      .getByRole("link", { name: /My bookings/ }),
  ).toContainText("2");
  const mine = (await (await seekerPage.request.get("/api/v1/bookings/?as=seeker")).json()) as {
    data: Mine[];
  };
  const online = mine.data.find((b) => b.mode === "online") as Mine;
  const inPerson = mine.data.find((b) => b.mode === "in_person") as Mine;

  // Message on the profile opens the same conversation, which now tells of the requests.
  await seekerPage
    .getByRole("main")
    .getByRole("link", { name: `Message ${firstName}` })
    .click();
  await expect(thread.line("Welcome! Ask me anything.")).toBeVisible();
  await expect(thread.line(`${account.name} asked for a 1-hour session`)).toHaveCount(2);

  // Requested: nothing of the place yet. The Seer accepts both; the page follows by itself.
  await seekerPage.goto(`/bookings/${online.id}`);
  const card = seekerPage.getByRole("main").getByRole("article");
  await expect(card).toContainText("Waiting for an answer");
  await expect(whereOf(seekerPage)).toHaveCount(0);
  for (const left of [1, 0]) {
    await seerBookings
      .card(`${account.name}'s session`)
      .first()
      .getByRole("button", { name: "Accept" })
      .click();
    await expect(seerBookings.tab(`Requests (${left})`)).toBeVisible();
  }
  await expect(card).toContainText("Confirmed");
  await expect(whereOf(seekerPage)).toContainText("Online, by video");
  await expect(
    whereOf(seekerPage).getByRole("button", { name: /^Join video opens at/ }),
  ).toBeDisabled();

  // Ten minutes before the start (the server's clock), the room is open.
  await setServerClock(request, new Date(Date.parse(online.start) - 10 * MINUTE_MS));
  try {
    await seekerPage.reload();
    const join = whereOf(seekerPage).getByRole("link", { name: /^Join video/ });
    await expect(join).toHaveAttribute("href", LINK);
    await expect(join).toHaveAttribute("target", "_blank");
  } finally {
    await setServerClock(request, null);
  }

  // The booking's page leads to the conversation, where the acceptance is a line of its own.
  await seekerPage.getByRole("link", { name: `Messages with ${seer.name}` }).click();
  await expect(thread.line(/accepted the 1-hour session/)).toHaveCount(2);
  await thread
    .line(/accepted the 1-hour session/)
    .last()
    .getByRole("link", { name: "View booking" })
    .click();
  await expect(seekerPage).toHaveURL(new RegExp(`/bookings/${inPerson.id}$`));
  // In person: the address, and the way there on OpenStreetMap.
  await expect(whereOf(seekerPage)).toContainText("In person");
  await expect(whereOf(seekerPage).locator("address")).toHaveText(ADDRESS);
  await expect(whereOf(seekerPage).getByRole("link", { name: /^Open the map/ })).toHaveAttribute(
    "href",
    `https://www.openstreetmap.org/search?query=${encodeURIComponent(ADDRESS)}`,
  );

  // The Seer writes something out of place; the seeker blocks them and reports the conversation.
  await seerPage.goto(conversation);
  await seerThread.write("Send me your card number before we meet.");
  await seekerPage.getByRole("link", { name: `Messages with ${seer.name}` }).click();
  await expect(thread.line("Send me your card number")).toBeVisible();
  await seekerPage.getByRole("button", { name: "Block", exact: true }).click();
  await expect(
    seekerPage.getByRole("status").filter({ hasText: `You have blocked ${seer.name}` }),
  ).toBeVisible();
  await expect(thread.box).toHaveCount(0);
  const reason = `Asks for card numbers ${Date.now()}`;
  // The screens of safety, checked here in the light theme (safety.spec.ts: dark, and a phone);
  // before the report, whose thanks (a toast) would still be fading in.
  const found = await seriousViolations(seekerPage, "thread blocked by me");
  await seekerPage.getByRole("button", { name: "Report" }).click();
  const dialog = seekerPage.getByRole("dialog", { name: "Report conversation" });
  await expect(dialog).toBeVisible();
  found.push(...(await seriousViolations(seekerPage, "report dialog")));
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Report" }).click();
  await expect(dialog).toBeHidden();
  // The Seer can no longer write.
  await seerPage.reload();
  await expect(seerPage.getByRole("status").filter({ hasText: "has blocked you" })).toBeVisible();
  await expect(seerThread.box).toHaveCount(0);
  found.push(...(await seriousViolations(seerPage, "thread blocked by them")));

  // An admin reads the reported conversation and resolves the report.
  const admin = await createUserAsAdmin(playwright, { superuser: true, fullName: "Safe Keeper" });
  const adminPage = await pageFor(admin);
  await adminPage.goto("/admin/reports");
  const report = adminPage.getByRole("listitem").filter({ hasText: reason });
  await expect(report.getByText("Send me your card number before we meet.")).toBeVisible();
  found.push(...(await seriousViolations(adminPage, "admin reports")));
  await report.getByRole("button", { name: "Resolve" }).click();
  await expect(adminPage.getByRole("listitem").filter({ hasText: reason })).toHaveCount(0);
  await adminPage.getByRole("radio", { name: "All" }).check();
  await expect(report.getByText(/Resolved/)).toBeVisible();
  expect(found, found.join("\n")).toEqual([]);
});

test.describe("on a phone @phone", () => {
  test.use({ viewport: { width: 375, height: 760 } });

  test("a seeker writes from the profile and finds the answer through the phone menu @phone", async ({
    page,
    seer,
    account,
  }, testInfo) => {
    test.skip(
      testInfo.project.name !== "phone",
      "a phone's own path; the story above is the desktop's",
    );
    test.slow();
    await signInQuickly(page, account);
    const thread = await writeFromProfile(page, seer, "Do you read in French too?");
    const id = page.url().split("/").at(-1) as string;
    const answered = await seer.api.post(`/api/v1/conversations/${id}/messages`, {
      data: { body: "Oui, bien sûr." },
    });
    expect(answered.status()).toBe(200);
    await expect(thread.line("Oui, bien sûr.")).toBeVisible();

    // Away from the thread, the answer waits behind the badges of the public header. (Sent once
    // the thread is left: an open thread shows it live, and so reads it.)
    await page.goto("/discover");
    const second = await seer.api.post(`/api/v1/conversations/${id}/messages`, {
      data: { body: "When would suit you?" },
    });
    expect(second.status()).toBe(200);
    await expect(unreadInHeader(page, 1)).toBeVisible();
    await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Seers" });
    await menu.getByRole("link", { name: /^Messages.*1 unread message/ }).click();
    const list = new MessagesPage(page);
    await expect(list.heading).toBeVisible();
    const opened = await list.open(seer.name);
    await expect(opened.line("When would suit you?")).toBeVisible();
    await opened.write("Saturday morning, please.");
    // In the signed-in area, the drawer's Messages has no count left.
    await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
    await expect(messagesNavLink(page)).toHaveText("Messages");
  });
});
