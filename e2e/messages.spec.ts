/**
 * Conversations (issue 21), in the browser: a seeker writes to a Seer from the coach's page (a
 * plain link) before any booking, the Seer finds it by the unread badges and answers, the seeker's
 * open thread shows the answer without a reload (polling), links in messages are links and
 * nothing else is markup, and a booking's events appear as lines; a stranger gets the 404 page;
 * a phone path through the public phone menu; axe on every new screen, light and dark.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { DAY_MS } from "../lib/durations";
import { type Account, createAccount } from "./support/accounts";
import { expect, signInQuickly, test } from "./support/fixtures";
import { MessagesPage, messagesNavLink, Thread } from "./support/message-pages";
import { type PublishedSeer, publishedSeer } from "./support/seers";
import { seriousViolations } from "./support/settings-page";

test.beforeEach(() => test.slow());

async function pageFor(browser: Browser, who: Account, theme?: "dark"): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (theme) await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  await signInQuickly(page, who);
  return page;
}

/** From the coach's page: Message, write, send; answers the open thread. */
async function writeFromProfile(page: Page, seer: PublishedSeer, text: string): Promise<Thread> {
  await page.goto(`/profile/${seer.slug}`);
  const firstName = seer.name.split(" ")[0] as string;
  await page
    .getByRole("main")
    .getByRole("link", { name: `Message ${firstName}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/messages/new\\?coach=${seer.slug}$`));
  await page.getByLabel(`Your message to ${firstName}`).fill(text);
  await page.getByRole("main").getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const thread = new Thread(page);
  await expect(thread.line(text)).toBeVisible();
  return thread;
}

/** A free start at least two days ahead (so the request cannot expire during the test). */
async function laterStart(api: APIRequestContext, slug: string): Promise<string> {
  const from = new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10);
  const response = await api.get(`/api/v1/coaches/${slug}/slots?from=${from}&days=3`);
  const slots = (await response.json()) as { data: { start: string }[] };
  const start = slots.data[0]?.start;
  if (!start) throw new Error("no free time");
  return start;
}

test.describe("messages", () => {
  test("a seeker writes from the profile, the Seer answers, a booking's events appear", async ({
    page,
    browser,
    playwright,
    request,
    account,
  }) => {
    const seer = await publishedSeer(playwright, request);
    await signInQuickly(page, account);
    const thread = await writeFromProfile(
      page,
      seer,
      "Hello! Is a reading right for me? My notes: https://example.com/notes. <b>not bold</b>",
    );
    // Addresses are links that pass no credit; anything else stays text.
    const link = thread.log.getByRole("link", { name: "https://example.com/notes" });
    await expect(link).toHaveAttribute("href", "https://example.com/notes");
    await expect(link).toHaveAttribute("rel", "nofollow noopener ugc");
    await expect(thread.log.locator("b")).toHaveCount(0);
    await expect(thread.line("<b>not bold</b>")).toBeVisible();

    // The Seer sees the unread message in the sidebar and the header, then opens it.
    const seerPage = await pageFor(browser, seer);
    await seerPage.goto("/dashboard");
    await expect(messagesNavLink(seerPage)).toContainText("1");
    await expect(
      seerPage.getByRole("banner").getByRole("button", { name: /1 unread message/ }),
    ).toBeVisible();
    const list = new MessagesPage(seerPage);
    await list.goto();
    await expect(list.row(account.name)).toContainText("Is a reading right for me?");
    const seerThread = await list.open(account.name);
    await expect(seerThread.line("Is a reading right for me?")).toBeVisible();
    // Opening it marks it read: the badges go.
    await expect(messagesNavLink(seerPage)).toHaveText("Messages");
    await seerThread.write("Welcome! Ask me anything.");

    // The seeker's open thread shows the answer without a reload.
    await expect(thread.line("Welcome! Ask me anything.")).toBeVisible();

    // A booking's request and acceptance are lines of the same conversation.
    const start = await laterStart(page.request, seer.slug);
    const booked = await page.request.post("/api/v1/bookings/", {
      data: { coach_slug: seer.slug, start, hours: 1 },
    });
    expect(booked.status(), await booked.text()).toBe(200);
    const bookingId = ((await booked.json()) as { id: string }).id;
    await expect(thread.line(`${account.name} asked for a 1-hour session`)).toBeVisible();
    const accepted = await seer.api.post(`/api/v1/bookings/${bookingId}/accept`);
    expect(accepted.status()).toBe(200);
    await expect(seerThread.line(/accepted the 1-hour session/)).toBeVisible();
    await expect(thread.line(/accepted the 1-hour session/)).toBeVisible();

    // The booking's page leads to the conversation, and its line back to the booking.
    await page.goto(`/bookings/${bookingId}`);
    await page.getByRole("link", { name: `Messages with ${seer.name}` }).click();
    await expect(thread.line("Welcome! Ask me anything.")).toBeVisible();
    await thread
      .line(/accepted the 1-hour session/)
      .getByRole("link", { name: "View booking" })
      .click();
    await expect(page).toHaveURL(new RegExp(`/bookings/${bookingId}$`));

    // Message on the profile now opens the same conversation.
    await page.goto(`/profile/${seer.slug}`);
    await page
      .getByRole("main")
      .getByRole("link", { name: /^Message / })
      .click();
    await expect(thread.line("Welcome! Ask me anything.")).toBeVisible();
    await seerPage.context().close();
  });

  test("nobody else opens the conversation, and a visitor is asked to log in first", async ({
    page,
    browser,
    playwright,
    request,
    account,
  }) => {
    const seer = await publishedSeer(playwright, request);
    await signInQuickly(page, account);
    await writeFromProfile(page, seer, "Just between us.");
    const url = page.url();

    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    const other = await createAccount(request, 0);
    await signInQuickly(strangerPage, other);
    await strangerPage.goto(url);
    await expect(strangerPage.getByText("Page not found.")).toBeVisible();
    await expect(strangerPage.getByText("Just between us.")).toHaveCount(0);
    await stranger.close();

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/profile/${seer.slug}`);
    await visitorPage
      .getByRole("main")
      .getByRole("link", { name: /^Message / })
      .click();
    await expect(visitorPage).toHaveURL(/\/login\?next=/);
    await visitor.close();
  });

  test("older lines load on scrolling up, and what was on screen stays there", async ({
    page,
    playwright,
    request,
    account,
  }) => {
    const seer = await publishedSeer(playwright, request);
    await signInQuickly(page, account);
    const opened = await page.request.post("/api/v1/conversations/", {
      data: { coach_slug: seer.slug, body: "The very first line" },
    });
    const { id } = (await opened.json()) as { id: string };
    for (let i = 1; i <= 34; i++) {
      const api = i % 2 ? seer.api : page.request;
      const sent = await api.post(`/api/v1/conversations/${id}/messages`, {
        data: { body: `Line ${i}` },
      });
      expect(sent.status()).toBe(200);
    }
    await page.goto(`/messages/${id}`);
    const thread = new Thread(page);
    // The newest page, scrolled to its end; the first five lines are not loaded yet.
    await expect(thread.line("Line 34")).toBeInViewport();
    await expect(thread.line("Line 5")).toBeAttached();
    await expect(thread.line("The very first line")).toHaveCount(0);
    await thread.log.evaluate((log) => {
      log.scrollTop = 0;
    });
    await expect(thread.line("The very first line")).toBeAttached();
    await expect(thread.main.getByRole("button", { name: "Load earlier messages" })).toHaveCount(0);
    // The lines that were at the top are still in view; the older ones wait above them.
    await expect(thread.line("Line 5")).toBeInViewport();
    await expect(thread.line("The very first line")).not.toBeInViewport();
    await thread.log.evaluate((log) => {
      log.scrollTop = 0;
    });
    await expect(thread.line("The very first line")).toBeInViewport();
  });

  for (const theme of ["light", "dark"] as const) {
    test(`no serious or critical axe violation on the messages screens, ${theme} @phone`, async ({
      page,
      browser,
      playwright,
      request,
      account,
    }, testInfo) => {
      if (theme === "dark") await page.addInitScript(() => localStorage.setItem("theme", "dark"));
      // The narrowest phone the screens are made for, and a laptop.
      if (testInfo.project.name === "phone")
        await page.setViewportSize({ width: 375, height: 760 });
      const seer = await publishedSeer(playwright, request);
      await signInQuickly(page, account);
      const found: string[] = [];
      const shots = process.env.SCREENSHOT_DIR;
      const look = async (target: Page, name: string) => {
        found.push(...(await seriousViolations(target, `${name} ${theme}`)));
        if (!shots) return;
        mkdirSync(shots, { recursive: true });
        const file = `${name}-${testInfo.project.name}-${theme}.png`;
        await target.screenshot({ path: path.join(shots, file), fullPage: false });
      };

      await page.goto("/messages");
      await expect(page.getByText("No conversations yet.")).toBeVisible();
      await look(page, "messages-empty");
      await page.goto(`/profile/${seer.slug}`);
      await expect(page.getByRole("main").getByRole("link", { name: /^Message / })).toBeVisible();
      await look(page, "profile");
      await page
        .getByRole("main")
        .getByRole("link", { name: /^Message / })
        .click();
      await expect(page.getByRole("heading", { name: `Message ${seer.name}` })).toBeVisible();
      await look(page, "messages-new");
      await page.getByLabel(/^Your message to/).fill("Hello, https://example.com is my page.");
      await page.getByRole("main").getByRole("button", { name: "Send" }).click();
      const thread = new Thread(page);
      await expect(thread.line("is my page")).toBeVisible();

      const seerPage = await pageFor(browser, seer, theme === "dark" ? "dark" : undefined);
      await seerPage.setViewportSize(page.viewportSize() ?? { width: 1280, height: 720 });
      const list = new MessagesPage(seerPage);
      await list.goto();
      await expect(list.row(account.name)).toBeVisible();
      await look(seerPage, "messages-list");
      const seerThread = await list.open(account.name);
      await seerThread.write("Welcome, and thank you for writing.");
      const start = await laterStart(page.request, seer.slug);
      await page.request.post("/api/v1/bookings/", {
        data: { coach_slug: seer.slug, start, hours: 1 },
      });
      await expect(seerThread.line(/asked for a 1-hour session/)).toBeVisible();
      await look(seerPage, "messages-thread");
      await seerThread.box.fill("x".repeat(1900));
      await expect(seerThread.main.getByText("1,900 / 2,000 characters")).toBeVisible();
      await look(seerPage, "messages-thread-long");
      await seerPage.context().close();
      // The seeker's list: the Seer by name, with a link to their coach page.
      await page.goto("/messages");
      const row = new MessagesPage(page).row(seer.name);
      await expect(row.getByRole("link", { name: `Coach page of ${seer.name}` })).toBeVisible();
      await look(page, "messages-list-seeker");
      expect(found).toEqual([]);
    });
  }
});

test.describe("messages on a phone @phone", () => {
  test.use({ viewport: { width: 375, height: 760 } });

  test("write from the profile, find the answer through the phone menu @phone", async ({
    page,
    playwright,
    request,
    account,
  }) => {
    const seer = await publishedSeer(playwright, request);
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
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("button", { name: /1 unread message/ })).toBeVisible();
    await banner.getByRole("button", { name: "Open menu" }).click();
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
