/**
 * /events: the banner, 11 upcoming and 8 past cards, each card's own date badge, Load more until
 * every upcoming event is shown, the Event JSON-LD, the page's metadata, and axe in light and dark.
 * Events are rows now (issue 30): a card shows the public place (the city, or Online), never the
 * street address, which only people with a seat receive.
 */
import type { Locator, Page } from "@playwright/test";
import { seriousViolationsInBothThemes } from "./support/a11y";
import { expect, test } from "./support/fixtures";

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

class EventsPage {
  readonly main: Locator;
  readonly upcoming: Locator;
  readonly past: Locator;
  readonly loadMore: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.upcoming = this.main.getByRole("region", { name: "Upcoming Events" });
    this.past = this.main.getByRole("region", { name: "Past Events" });
    this.loadMore = this.upcoming.getByRole("button", { name: "Load more" });
  }

  async goto(): Promise<void> {
    await this.page.goto("/events");
    await expect(this.main.getByRole("heading", { level: 1 })).toBeVisible();
  }

  cards(section: Locator): Locator {
    return section.getByRole("article");
  }

  /** Each card's date badge: its machine date and the day and month it shows. */
  async badges(section: Locator): Promise<{ iso: string; day: string; month: string }[]> {
    return this.cards(section)
      .locator("time")
      .evaluateAll((times) =>
        times.map((time) => {
          const [day, month] = Array.from(time.querySelectorAll("[aria-hidden]"), (span) =>
            (span.textContent ?? "").trim(),
          );
          return { iso: time.getAttribute("datetime") ?? "", day: day ?? "", month: month ?? "" };
        }),
      );
  }

  /** The Event nodes of the page's JSON-LD (parsing fails the test if a block is not JSON). */
  async jsonLdEvents(): Promise<Record<string, unknown>[]> {
    const blocks = await this.page.locator('script[type="application/ld+json"]').allTextContents();
    return blocks
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .flatMap((block) => (block["@graph"] as Record<string, unknown>[] | undefined) ?? [block])
      .filter((node) => node["@type"] === "Event");
  }
}

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

test.describe("/events", () => {
  test("the banner, its breadcrumb and the metadata", async ({ page }) => {
    const events = new EventsPage(page);
    await events.goto();
    await expect(events.main.getByRole("heading", { level: 1 })).toHaveText("Explore Our Events!");
    await expect(
      events.main.getByText("Join transformative experiences on Seers.", { exact: true }),
    ).toBeVisible();
    const crumbs = events.main.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Events" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page).toHaveTitle("Events | Seers");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/events$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "Events | Seers",
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
  });

  test("11 upcoming and 8 past cards, each with picture, name, time and public place", async ({
    page,
  }) => {
    const events = new EventsPage(page);
    await events.goto();
    await expect(events.cards(events.upcoming)).toHaveCount(11);
    await expect(events.cards(events.past)).toHaveCount(8);
    for (const section of [events.upcoming, events.past]) {
      for (const card of await events.cards(section).all()) {
        await expect(card.getByRole("heading", { level: 3 })).not.toBeEmpty();
        await expect(card.getByRole("img")).toHaveAttribute("alt", /\w{3,}/);
        await expect(card).toContainText(/Time:\s*\d{1,2}:\d{2}/);
        await expect(card).toContainText(/Place:\s*[A-Z]\w+/);
        await expect(card).not.toContainText(/\d{5}/);
      }
    }
    await expect(events.past.getByText("Past event", { exact: true })).toHaveCount(8);
  });

  test("each date badge shows its own day and month, upcoming ahead and past behind", async ({
    page,
  }) => {
    const events = new EventsPage(page);
    await events.goto();
    const today = todayIso();
    const upcoming = await events.badges(events.upcoming);
    const past = await events.badges(events.past);
    expect(upcoming).toHaveLength(11);
    expect(past).toHaveLength(8);
    for (const badge of [...upcoming, ...past]) {
      const [year, month, day] = badge.iso.split("-").map(Number);
      expect(year, badge.iso).toBeGreaterThan(2000);
      expect(badge.day, badge.iso).toBe(String(day));
      expect(badge.month, badge.iso).toBe(MONTHS[(month ?? 0) - 1]);
    }
    // Not one fixed sticker ("8 DEC") for all: the dates differ from card to card.
    expect(new Set(upcoming.map((b) => `${b.day} ${b.month}`)).size).toBeGreaterThan(5);
    // Upcoming soonest first, from today on; past most recent first, before today.
    const upcomingDays = upcoming.map((b) => b.iso);
    expect(upcomingDays).toEqual([...upcomingDays].sort());
    expect(upcomingDays.every((iso) => iso >= today)).toBe(true);
    const pastDays = past.map((b) => b.iso);
    expect(pastDays).toEqual([...pastDays].sort().reverse());
    expect(pastDays.every((iso) => iso < today)).toBe(true);
  });

  test("Load more shows the remaining upcoming events, then goes away", async ({ page }) => {
    const events = new EventsPage(page);
    await events.goto();
    const all = (await events.jsonLdEvents()).length;
    expect(all).toBeGreaterThan(11);
    const cards = events.cards(events.upcoming);
    await expect(cards).toHaveCount(11);
    const shownFirst = await cards.getByRole("heading", { level: 3 }).allTextContents();

    await events.loadMore.click();
    await expect(cards).toHaveCount(all);
    await expect(events.loadMore).toBeHidden();
    await expect(
      events.upcoming.getByText(`Showing ${all} of ${all} upcoming events.`),
    ).toBeAttached();
    // The first new card takes focus, so keyboard users carry on where the new ones begin.
    await expect(cards.nth(11)).toBeFocused();
    const shownAfter = await cards.getByRole("heading", { level: 3 }).allTextContents();
    expect(shownAfter.slice(0, 11)).toEqual(shownFirst);
    expect(new Set(shownAfter).size).toBe(all);
    // The newly shown dates carry on after the first eleven.
    const badges = await events.badges(events.upcoming);
    const days = badges.map((b) => b.iso);
    expect(days).toEqual([...days].sort());
    await expect(events.past.getByRole("article")).toHaveCount(8);
  });

  test("Load more works from the keyboard", async ({ page }) => {
    const events = new EventsPage(page);
    await events.goto();
    await events.loadMore.focus();
    await page.keyboard.press("Enter");
    await expect(events.loadMore).toBeHidden();
    await expect(events.cards(events.upcoming).nth(11)).toBeFocused();
  });

  test("Event JSON-LD lists every upcoming event with its date, place and picture", async ({
    page,
  }) => {
    const events = new EventsPage(page);
    await events.goto();
    const nodes = await events.jsonLdEvents();
    const names = await events
      .cards(events.upcoming)
      .getByRole("heading", { level: 3 })
      .allTextContents();
    expect(nodes.map((node) => node.name).slice(0, 11)).toEqual(names);
    const badges = await events.badges(events.upcoming);
    nodes.slice(0, 11).forEach((node, index) => {
      expect(String(node.startDate)).toMatch(
        new RegExp(`^${badges[index]?.iso}(T\\d{2}:\\d{2}:\\d{2}([+-]\\d{2}:\\d{2}|Z)?)?$`),
      );
    });
    for (const node of nodes) {
      expect(node).toMatchObject({
        "@type": "Event",
        name: expect.any(String),
        description: expect.any(String),
        eventStatus: "https://schema.org/EventScheduled",
        image: [expect.stringMatching(/^https?:\/\//)],
        eventAttendanceMode: expect.stringMatching(
          /^https:\/\/schema\.org\/(Online|Offline)EventAttendanceMode$/,
        ),
        offers: { "@type": "Offer", priceCurrency: "USD", price: expect.any(String) },
        organizer: { "@type": "Person", name: expect.any(String) },
      });
      const location = node.location as Record<string, unknown>;
      if (location["@type"] === "Place") {
        expect(location.address).toMatchObject({
          "@type": "PostalAddress",
          addressLocality: expect.any(String),
        });
        // Only the city: the street address is for the people with a seat.
        expect(JSON.stringify(location)).not.toMatch(/\d{5}/);
      } else {
        expect(location).toMatchObject({ "@type": "VirtualLocation" });
      }
      if (node.endDate) expect(String(node.endDate) > String(node.startDate)).toBe(true);
    }
  });

  test("no serious or critical axe violation, light and dark", async ({ page }) => {
    // axe over a long page, in both themes, before and after Load more, on a shared machine.
    test.slow();
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    const events = new EventsPage(page);
    await events.goto();
    await expect(page.locator("html")).toHaveClass(/dark/);
    const found = await seriousViolationsInBothThemes(page, "/events");
    await events.loadMore.click();
    await expect(events.loadMore).toBeHidden();
    found.push(...(await seriousViolationsInBothThemes(page, "/events all shown")));
    expect(found).toEqual([]);
  });
});
