/**
 * Conversations (issue 21), in the browser: a stranger gets the 404 page and a visitor is asked
 * to log in; older lines load on scrolling up; axe on every new screen, light and dark. The
 * seeker's and the Seer's way through a conversation (from the profile, the badges, live answers,
 * a booking's lines, the phone menu) is walked through in talk-and-meet.spec.ts.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { seriousViolationsInBothThemes, type Theme } from "./support/a11y";
import { createAccount } from "./support/accounts";
import { expect, signInQuickly, test } from "./support/fixtures";
import { MessagesPage, Thread, writeFromProfile } from "./support/message-pages";
import { requestSession } from "./support/session-requests";

test.beforeEach(() => test.slow());

test.describe("messages", () => {
  test("nobody else opens the conversation, and a visitor is asked to log in first", async ({
    page,
    pageFor,
    seer,
    request,
    account,
  }) => {
    await signInQuickly(page, account);
    await writeFromProfile(page, seer, "Just between us.");
    const url = page.url();

    const strangerPage = await pageFor(await createAccount(request, 0));
    await strangerPage.goto(url);
    await expect(strangerPage.getByText("Page not found.")).toBeVisible();
    await expect(strangerPage.getByText("Just between us.")).toHaveCount(0);

    // Signed out, in this test's first browser.
    await page.context().clearCookies();
    await page.goto(`/profile/${seer.slug}`);
    await page
      .getByRole("main")
      .getByRole("link", { name: /^Message / })
      .click();
    await expect(page).toHaveURL(/\/login\?next=/);
  });

  test("older lines load on scrolling up, and what was on screen stays there", async ({
    page,
    seer,
    account,
  }) => {
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

  test("no serious or critical axe violation on the messages screens, in light and dark @phone", async ({
    page,
    pageFor,
    seer,
    account,
  }, testInfo) => {
    // The narrowest phone the screens are made for, and a laptop.
    if (testInfo.project.name === "phone") await page.setViewportSize({ width: 375, height: 760 });
    await signInQuickly(page, account);
    const found: string[] = [];
    const shots = process.env.SCREENSHOT_DIR;
    const look = async (target: Page, name: string) => {
      const shot = async (theme: Theme) => {
        if (!shots) return;
        mkdirSync(shots, { recursive: true });
        const file = `${name}-${testInfo.project.name}-${theme}.png`;
        await target.screenshot({ path: path.join(shots, file), fullPage: false });
      };
      found.push(...(await seriousViolationsInBothThemes(target, name, shot)));
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

    const seerPage = await pageFor(seer, { viewport: page.viewportSize() });
    const list = new MessagesPage(seerPage);
    await list.goto();
    await expect(list.row(account.name)).toBeVisible();
    await look(seerPage, "messages-list");
    const seerThread = await list.open(account.name);
    await seerThread.write("Welcome, and thank you for writing.");
    await requestSession(page.request, seer.slug, { daysAhead: 2 });
    await expect(seerThread.line(/asked for a 1-hour session/)).toBeVisible();
    await look(seerPage, "messages-thread");
    await seerThread.box.fill("x".repeat(1900));
    await expect(seerThread.main.getByText("1,900 / 2,000 characters")).toBeVisible();
    await look(seerPage, "messages-thread-long");
    // The seeker's list: the Seer by name, with a link to their coach page.
    await page.goto("/messages");
    const row = new MessagesPage(page).row(seer.name);
    await expect(row.getByRole("link", { name: `Coach page of ${seer.name}` })).toBeVisible();
    await look(page, "messages-list-seeker");
    expect(found).toEqual([]);
  });
});
