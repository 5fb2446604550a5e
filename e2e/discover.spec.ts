/**
 * /discover: the spec's sections and cards, every filter and the search bar working from the URL
 * (counts, slider and inputs, reload and Back), the empty view, the phone dialog, saving coaches,
 * SEO metadata, and axe in light and dark.
 */
import type { Locator, Page } from "@playwright/test";
import { COACHES } from "../data/coaches";
import { scanFor } from "./support/a11y";
import { LoginPage } from "./support/auth-pages";
import { expect, signInQuickly, test } from "./support/fixtures";

/**
 * The catalogue before other specs publish Seers: the sample coaches and the demo's published
 * Seer, Luna Rivers ($60 an hour, readings at $1.99/min while her Seer has the site open;
 * lib/seed/demo-story.ts). Who is available for a reading now is new-seer.spec.ts's, which may
 * publish Seers.
 */
const CATALOGUE = COACHES.length + 1;

class DiscoverPage {
  readonly main: Locator;
  readonly featured: Locator;
  readonly available: Locator;
  readonly cards: Locator;
  readonly status: Locator;
  readonly panel: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.featured = this.main.getByRole("region", { name: "Featured Coaches" });
    this.available = this.main.getByRole("region", { name: "Available Coaches" });
    this.cards = this.main.getByRole("article");
    this.status = this.main.getByRole("status");
    // The sidebar on desktop; on a phone the same panel lives in the Filters dialog.
    this.panel = page.getByRole("complementary", { name: "Filters" });
  }

  async goto(query = ""): Promise<void> {
    await this.page.goto(`/discover${query}`);
    await expect(this.main.getByRole("heading", { level: 1 })).toBeVisible();
  }

  group(scope: Locator, title: string): Locator {
    return scope.getByRole("radiogroup", { name: title });
  }

  option(scope: Locator, group: string, label: string): Locator {
    return this.group(scope, group).getByRole("radio", {
      name: new RegExp(`^${label} \\d+ coach`),
    });
  }

  /** The count an option shows next to its label. */
  async countOf(option: Locator): Promise<number> {
    const name = (await option.textContent()) ?? "";
    const found = name.match(/(\d+)\s*coach/);
    if (!found?.[1]) throw new Error(`no count in "${name}"`);
    return Number(found[1]);
  }

  async expectResults(count: number): Promise<void> {
    await expect(this.status).toContainText(`${count} ${count === 1 ? "coach" : "coaches"}`);
    await expect(this.cards).toHaveCount(count);
  }

  card(name: string): Locator {
    return this.cards.filter({ has: this.page.getByRole("heading", { name }) });
  }

  async prices(): Promise<number[]> {
    const texts = await this.cards.getByText(/^\$\d+\/hr$/).allTextContents();
    return texts.map((t) => Number(t.replace(/[^\d]/g, "")));
  }
}

test.describe("Discover", () => {
  // Each test walks through several server-rendered views; leave room for a busy machine.
  test.beforeEach(() => test.slow());

  test("breadcrumb, title, 10 featured and the 3 available sample coach cards with all their parts", async ({
    page,
    context,
  }) => {
    const discover = new DiscoverPage(page);
    await discover.goto();
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Discover" })).toHaveAttribute(
      "href",
      "/discover",
    );
    await expect(
      discover.main.getByRole("heading", { level: 1, name: "Discover Spiritual Coaches" }),
    ).toBeVisible();
    await expect(discover.main.getByText(/curated list of spiritual coaches/)).toBeVisible();
    await expect(discover.status).toHaveText(`${CATALOGUE} coaches to explore`);
    await expect(discover.featured.getByRole("article")).toHaveCount(10);
    // The three sample coaches of the spec's Available Coaches, then the demo's Seer: who is
    // available for a reading now is told on each card by the browser, not by the strip.
    await expect(discover.available.getByRole("article")).toHaveCount(CATALOGUE - 10);

    // The sample coaches' cards, each with every part (a Seer of one's own is checked below).
    const samples = [
      ...(await discover.featured.getByRole("article").all()),
      ...(await discover.available.getByRole("article").all()).slice(0, 3),
    ];
    for (const card of samples) {
      const name = (await card.getByRole("heading", { level: 3 }).textContent())?.replace(
        " (opens in a new tab)",
        "",
      );
      if (!name) throw new Error("a card without a name");
      await expect(card.getByRole("img", { name: /Illustrated portrait/ })).toBeVisible();
      await expect(card.getByRole("button", { name: `Save ${name}` })).toHaveAttribute(
        "aria-pressed",
        "false",
      );
      await expect(card.getByText(/^[\d,]+ (consultations|visits)$/)).toBeVisible();
      await expect(card.getByText(/^Rated \d\.\d out of 5 from \d+ ratings$/)).toBeAttached();
      await expect(card.getByText(/^\$\d+\/hr$/)).toBeVisible();
      // No sample coach is ever available for a reading now: Connect leads to their free times.
      const connect = card.getByRole("link", {
        name: `Connect with ${name}: choose a time (opens in a new tab)`,
      });
      await expect(connect).toHaveAttribute("href", /^\/profile\/[a-z-]+#book$/);
      await expect(connect).toHaveAttribute("target", "_blank");
      await expect(connect).toHaveAttribute("rel", /noopener/);
      await expect(card).not.toContainText("Available for Readings Now");
    }

    const amara = discover.card("Amara Okafor");
    await expect(amara).toContainText("Tarot Reading");
    await expect(amara).toContainText("320 consultations");
    await expect(amara).toContainText("$24/hr");
    await expect(amara.getByText(/^Rated 4\.\d out of 5 from 100 ratings$/)).toBeAttached();

    // The demo's Seer, after the samples, rated by her one review.
    const luna = discover.card("Luna Rivers");
    await expect(luna).toContainText("Energy Healing");
    await expect(luna).toContainText("$60/hr");
    await expect(
      luna.getByText("Rated 5.0 out of 5 from 1 rating", { exact: true }),
    ).toBeAttached();
    await expect(
      luna.getByRole("img", { name: /Illustrated portrait of Luna Rivers/ }),
    ).toBeVisible();

    // The card opens the coach's own page in a new tab.
    const [profile] = await Promise.all([
      context.waitForEvent("page"),
      amara.getByRole("link", { name: "Amara Okafor (opens in a new tab)", exact: true }).click(),
    ]);
    await expect(profile).toHaveURL(/\/profile\/amara-okafor$/);
    await expect(profile.getByRole("heading", { level: 1, name: "Amara Okafor" })).toBeVisible();

    // ItemList structured data of the coaches on show.
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const list = ld.map((text) => JSON.parse(text)).find((d) => d["@type"] === "ItemList");
    expect(list.itemListElement).toHaveLength(CATALOGUE);
    expect(list.itemListElement[0].url).toMatch(/\/profile\/amara-okafor$/);
  });

  const GROUPS = [
    { group: "Time Frame", option: "Last month", param: "time", value: "month" },
    { group: "Online Availability", option: "Remote", param: "mode", value: "remote" },
    { group: "Location", option: "New York City", param: "location", value: "new-york-city" },
    { group: "Specialty", option: "Healing", param: "specialty", value: "healing" },
    { group: "Reading Types", option: "Palmistry", param: "reading_type", value: "palmistry" },
  ];

  for (const { group, option, param, value } of GROUPS) {
    test(`${group}: an option narrows the list and the URL, as its count says`, async ({
      page,
    }) => {
      const discover = new DiscoverPage(page);
      await discover.goto();
      const choice = discover.option(discover.panel, group, option);
      const expected = await discover.countOf(choice);
      expect(expected).toBeGreaterThan(0);
      expect(expected).toBeLessThan(CATALOGUE);
      await choice.click();
      await expect(page).toHaveURL(new RegExp(`[?&]${param}=${value}(&|$)`));
      await expect(choice).toHaveAttribute("aria-checked", "true");
      await discover.expectResults(expected);
      await expect(
        discover.main.getByRole("link", { name: `Remove filter: ${option}` }),
      ).toBeVisible();

      // With this filter set, every other group's counts still match what each option shows.
      const other = GROUPS.find((g) => g.group !== group && g.group !== "Time Frame");
      if (!other) throw new Error("no other group");
      const next = discover.option(discover.panel, other.group, other.option);
      const nextCount = await discover.countOf(next);
      await next.click();
      await expect(page).toHaveURL(new RegExp(`${other.param}=${other.value}`));
      await discover.expectResults(nextCount);

      // Removing the chip brings the first filter's removal only.
      await discover.main.getByRole("link", { name: `Remove filter: ${option}` }).click();
      await expect(page).not.toHaveURL(new RegExp(`${param}=`));
      await expect(page).toHaveURL(new RegExp(`${other.param}=${other.value}`));
    });
  }

  test("the Readings filter: Available now in the address, as a chip, and Any time clears it", async ({
    page,
  }) => {
    const discover = new DiscoverPage(page);
    await discover.goto("?mode=remote");
    const readings = discover.group(discover.panel, "Readings");
    const now = readings.getByRole("radio", { name: "Available now" });
    await expect(readings.getByRole("radio", { name: "Any time" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await now.click();
    await expect(page).toHaveURL(/\/discover\?mode=remote&available_now=true$/);
    await expect(now).toHaveAttribute("aria-checked", "true");
    const chip = discover.main.getByRole("link", { name: "Remove filter: Available now" });
    await expect(chip).toBeVisible();
    // Only Seers available now: never a sample coach.
    for (const slug of COACHES.map((coach) => coach.slug)) {
      await expect(discover.main.locator(`a[href^="/profile/${slug}"]`)).toHaveCount(0);
    }
    await chip.click();
    await expect(page).toHaveURL(/\/discover\?mode=remote$/);
    await discover.goto("?available_now=false");
    await expect(page).toHaveURL(/\/discover$/);
  });

  test("the Any option clears a group, and its count is the list's", async ({ page }) => {
    const discover = new DiscoverPage(page);
    await discover.goto("?mode=hybrid");
    await discover.expectResults(4);
    const any = discover.option(discover.panel, "Online Availability", "Any");
    expect(await discover.countOf(any)).toBe(CATALOGUE);
    await any.click();
    await expect(page).toHaveURL(/\/discover$/);
    await discover.expectResults(CATALOGUE);
  });

  test("with no price filter the thumbs sit at the ends and the text says any price", async ({
    page,
  }) => {
    const discover = new DiscoverPage(page);
    await discover.goto();
    const low = discover.panel.getByRole("slider", { name: "Minimum price" });
    const high = discover.panel.getByRole("slider", { name: "Maximum price" });
    await expect(low).toHaveAttribute("aria-valuenow", "0");
    await expect(high).toHaveAttribute("aria-valuenow", "100");
    await expect(low).toHaveAttribute("aria-valuemin", "0");
    await expect(high).toHaveAttribute("aria-valuemax", "100");
    await expect(discover.panel.getByLabel("Min price", { exact: true })).toHaveValue("0");
    await expect(discover.panel.getByLabel("Max price", { exact: true })).toHaveValue("100");
    await expect(discover.panel.getByText(/^Any price\./)).toBeVisible();
    await discover.expectResults(CATALOGUE);

    // Both thumbs back at the ends is no price filter at all: the view's clean address.
    await discover.goto("?min_price=30");
    await low.focus();
    await page.keyboard.press("Home");
    await expect(page).toHaveURL(/\/discover$/);
    await expect(discover.panel.getByText(/^Any price\./)).toBeVisible();
    await discover.expectResults(CATALOGUE);
  });

  test("the price slider and the Min and Max inputs follow each other and filter", async ({
    page,
  }) => {
    const discover = new DiscoverPage(page);
    await discover.goto();
    const low = discover.panel.getByRole("slider", { name: "Minimum price" });
    const high = discover.panel.getByRole("slider", { name: "Maximum price" });
    const min = discover.panel.getByLabel("Min price", { exact: true });
    const max = discover.panel.getByLabel("Max price", { exact: true });

    // Thumb → input at once, and the URL after a pause (steps of 5; focus stays on the thumb).
    await low.focus();
    await page.keyboard.press("ArrowRight");
    await expect(min).toHaveValue("5");
    await page.keyboard.press("ArrowRight");
    await expect(min).toHaveValue("10");
    await expect(page).toHaveURL(/\/discover\?min_price=10$/);
    await expect(low).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowRight");
    await expect(low).toHaveAttribute("aria-valuenow", "10");
    const count = await discover.status.textContent();
    const shown = Number(count?.match(/\d+/)?.[0]);
    await discover.expectResults(shown);
    for (const price of await discover.prices()) expect(price).toBeGreaterThanOrEqual(10);

    // Input → thumb as soon as it is a price; applied on Enter.
    await max.fill("50");
    await expect(high).toHaveAttribute("aria-valuenow", "50");
    await max.press("Enter");
    await expect(page).toHaveURL(/min_price=10&max_price=50/);
    await expect(
      discover.panel.getByText(/^\d+ coach(es charge|charges) \$10 to \$50 an hour\.$/),
    ).toBeVisible();
    for (const price of await discover.prices()) {
      expect(price).toBeGreaterThanOrEqual(10);
      expect(price).toBeLessThanOrEqual(50);
    }
    await discover.expectResults((await discover.prices()).length);

    // Applied on leaving the field too; a value off the step snaps to it.
    await min.fill("42");
    await expect(low).toHaveAttribute("aria-valuenow", "40");
    await min.press("Tab");
    await expect(page).toHaveURL(/min_price=40&max_price=50/);
    await expect(min).toHaveValue("40");
    await expect(
      discover.main.getByRole("link", { name: "Remove filter: $40–$50/hr" }),
    ).toBeVisible();
  });

  test("typed prices are kept: Min 60 then Max 100 is 60 and above, then Max 80 is 60 to 80", async ({
    page,
  }) => {
    const discover = new DiscoverPage(page);
    const high = discover.panel.getByRole("slider", { name: "Maximum price" });
    const min = discover.panel.getByLabel("Min price", { exact: true });
    const max = discover.panel.getByLabel("Max price", { exact: true });
    // Leaving Min applies it; Max is typed while that view is on its way, as a person types.
    for (const typed of ["100", "80"]) {
      await discover.goto();
      await min.fill("60");
      await min.press("Tab");
      await max.fill(typed);
      await expect(page).toHaveURL(/min_price=60/);
      await expect(max).toHaveValue(typed);
      await expect(high).toHaveAttribute("aria-valuenow", typed);
      await expect(discover.status).toContainText("6 coaches");
      await max.press("Enter");
    }
    await expect(page).toHaveURL(/\/discover\?min_price=60&max_price=80$/);
    await expect(min).toHaveValue("60");
    await expect(max).toHaveValue("80");
    await expect(discover.panel.getByText("4 coaches charge $60 to $80 an hour.")).toBeVisible();
    await discover.expectResults(4);

    // 100 is the slider's top: "and above", the URL's no upper bound.
    await max.fill("100");
    await max.press("Enter");
    await expect(page).toHaveURL(/\/discover\?min_price=60$/);
    await expect(max).toHaveValue("100");
    await expect(discover.panel.getByText("6 coaches charge $60 an hour or more.")).toBeVisible();
    await expect(discover.main.getByRole("link", { name: "Remove filter: $60+/hr" })).toBeVisible();
    await discover.expectResults(6);
  });

  test("dragging the Maximum price thumb with a pointer sets the range", async ({ page }) => {
    const discover = new DiscoverPage(page);
    await discover.goto();
    const high = discover.panel.getByRole("slider", { name: "Maximum price" });
    await expect(high).toHaveAttribute("aria-valuenow", "100");
    await high.scrollIntoViewIfNeeded();
    const box = await high.boundingBox();
    if (!box) throw new Error("the thumb has no box");
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    // A pointer resting on the slider readies it, as a visitor's hand reaches for it.
    await expect(async () => {
      await page.mouse.move(x, y + 1);
      await page.mouse.move(x, y);
      await expect(discover.panel.locator("[data-static-thumb]")).toHaveCount(0, { timeout: 500 });
    }).toPass();
    await page.mouse.down();
    const track = await discover.panel
      .locator("[data-orientation=horizontal]")
      .first()
      .boundingBox();
    if (!track) throw new Error("the track has no box");
    await page.mouse.move(track.x + track.width * 0.4, y, { steps: 8 });
    await page.mouse.up();
    const value = Number(await high.getAttribute("aria-valuenow"));
    expect(value).toBeLessThan(75);
    expect(value).toBeGreaterThanOrEqual(20);
    await expect(page).toHaveURL(new RegExp(`\\?max_price=${value}$`));
    await expect(discover.panel.getByLabel("Max price", { exact: true })).toHaveValue(
      String(value),
    );
  });

  test("counts read as English: 1 coach matches, 1 coach charges", async ({ page }) => {
    const discover = new DiscoverPage(page);
    await discover.goto("?min_price=20&max_price=25");
    await expect(discover.status).toHaveText("1 coach matches your filters");
    await expect(discover.panel.getByText("1 coach charges $20 to $25 an hour.")).toBeVisible();
    await discover.expectResults(1);
    await discover.goto("?min_price=20&max_price=30");
    await expect(discover.status).toHaveText("2 coaches match your filters");
    await expect(discover.panel.getByText("2 coaches charge $20 to $30 an hour.")).toBeVisible();
    await discover.goto("?max_price=20");
    await expect(discover.panel.getByText("1 coach charges up to $20 an hour.")).toBeVisible();
    await expect(
      discover.main.getByRole("link", { name: "Remove filter: Up to $20/hr" }),
    ).toBeVisible();
  });

  test("Skip to results is the first tab stop, and the next one is in the first result @phone", async ({
    page,
  }) => {
    const discover = new DiscoverPage(page);
    await discover.goto();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to results" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(discover.cards.first().locator(":focus")).toHaveCount(1);
    // With no results, it leads to the way back to everyone.
    await discover.goto("?q=nothing-like-this");
    await page.keyboard.press("Tab");
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(discover.main.getByRole("link", { name: "Clear filters" })).toBeFocused();
    // Other pages have no results to skip to.
    await page.goto("/events");
    await expect(skip).toHaveCount(0);
  });

  test("the search bar's words, Location and All Model keep the panel's filters", async ({
    page,
  }) => {
    const discover = new DiscoverPage(page);
    await discover.goto("?mode=remote");
    const search = discover.main.getByRole("search", { name: "Search coaches" });
    await expect(search.getByRole("combobox", { name: "Category" })).toHaveValue("");
    await expect(search.getByRole("option", { name: "All Model" })).toBeAttached();
    await search.getByRole("searchbox").fill("tarot");
    await search.getByRole("combobox", { name: "Location" }).selectOption("New York City");
    await search.getByRole("combobox", { name: "Category" }).selectOption("Tarot Reading");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(
      /\/discover\?q=tarot&category=tarot-reading&location=new-york-city&mode=remote$/,
    );
    await discover.expectResults(1);
    await expect(discover.card("Olena Kovalenko")).toBeVisible();
    await expect(discover.option(discover.panel, "Location", "New York City")).toHaveAttribute(
      "aria-checked",
      "true",
    );

    // Words alone search names, headlines and specialties.
    await discover.goto();
    await search.getByRole("searchbox").fill("numerology");
    await search.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(/\/discover\?q=numerology$/);
    const results = Number((await discover.status.textContent())?.match(/\d+/)?.[0]);
    expect(results).toBeGreaterThan(0);
    expect(results).toBeLessThan(CATALOGUE);
    await discover.expectResults(results);
  });

  test("a filtered view survives reload, and Back walks through earlier views", async ({
    page,
  }) => {
    const discover = new DiscoverPage(page);
    await discover.goto();
    await discover.option(discover.panel, "Online Availability", "Remote").click();
    await expect(page).toHaveURL(/mode=remote/);
    await discover.option(discover.panel, "Specialty", "Divination Tools").click();
    await expect(page).toHaveURL(/mode=remote&specialty=divination-tools/);
    await discover.panel.getByLabel("Max price", { exact: true }).fill("60");
    await discover.panel.getByLabel("Max price", { exact: true }).press("Enter");
    await expect(page).toHaveURL(/\?max_price=60&mode=remote&specialty=divination-tools$/);
    const results = Number((await discover.status.textContent())?.match(/\d+/)?.[0]);

    await page.reload();
    await expect(discover.option(discover.panel, "Online Availability", "Remote")).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(discover.panel.getByLabel("Max price", { exact: true })).toHaveValue("60");
    await discover.expectResults(results);

    await page.goBack();
    await expect(page).toHaveURL(/\/discover\?mode=remote&specialty=divination-tools$/);
    await expect(discover.panel.getByLabel("Max price", { exact: true })).toHaveValue("100");
    await expect(discover.option(discover.panel, "Specialty", "Divination Tools")).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/discover\?mode=remote$/);
    await expect(discover.option(discover.panel, "Specialty", "Any")).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/discover$/);
    await discover.expectResults(CATALOGUE);
  });

  test("an empty result says so and offers to clear the filters", async ({ page }) => {
    const discover = new DiscoverPage(page);
    await discover.goto("?mode=on-site&location=los-angeles&reading_type=western-astrology");
    await discover.expectResults(0);
    await expect(discover.status).toHaveAttribute("aria-live", "polite");
    await expect(
      discover.main.getByRole("heading", { name: "No coaches match this view yet" }),
    ).toBeVisible();
    await discover.main.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/discover$/);
    await discover.expectResults(CATALOGUE);
  });

  test("odd or empty query values lead to the view's one clean address", async ({ page }) => {
    await page.goto("/discover?q=&location=bay-area&category=&mode=teleport");
    await expect(page).toHaveURL(/\/discover\?location=bay-area$/);
    await new DiscoverPage(page).expectResults(4);
    // Addresses from before Discover shared the API's names still lead to their view.
    await page.goto("/discover?reading=palmistry&min=20&max=100");
    await expect(page).toHaveURL(/\/discover\?min_price=20&reading_type=palmistry$/);
  });

  test("on a phone the filters open in a dialog from the Filters button @phone", async ({
    page,
  }) => {
    test.skip((page.viewportSize()?.width ?? 0) >= 1024, "desktop shows the panel as a sidebar");
    const discover = new DiscoverPage(page);
    await discover.goto();
    await expect(discover.panel).toBeHidden();
    await page.getByRole("button", { name: "Filters" }).click();
    const dialog = page.getByRole("dialog", { name: "Filters" });
    await expect(dialog).toBeVisible();
    const remote = discover.option(dialog, "Online Availability", "Remote");
    const expected = await discover.countOf(remote);
    await remote.click();
    await expect(page).toHaveURL(/mode=remote/);
    // The dialog stays open so several filters can be chosen in a row.
    await expect(remote).toHaveAttribute("aria-checked", "true");
    await dialog.getByRole("slider", { name: "Maximum price" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL(/\?max_price=95&mode=remote$/);
    const label = /^Show \d+ coach/;
    await dialog.getByRole("button", { name: label }).click();
    await expect(dialog).toBeHidden();
    const shown = Number((await discover.status.textContent())?.match(/\d+/)?.[0]);
    expect(shown).toBeLessThanOrEqual(expected);
    await discover.expectResults(shown);
    await expect(page.getByRole("button", { name: "Filters 2 set" })).toBeVisible();
  });

  test("a signed-in user saves a coach, keeps it after reload, and unsaves it @phone", async ({
    page,
    account,
  }) => {
    await signInQuickly(page, account);
    const discover = new DiscoverPage(page);
    await discover.goto("?location=new-york-city");
    const card = discover.card("Mei Lin Zhou");
    const saved = await Promise.all([
      page.waitForResponse(
        (r) => r.url().includes("/saved-coaches/mei-lin-zhou") && r.request().method() === "PUT",
      ),
      card.getByRole("button", { name: "Save Mei Lin Zhou" }).click(),
    ]);
    expect(saved[0].ok()).toBe(true);
    const remove = card.getByRole("button", { name: "Remove Mei Lin Zhou from saved coaches" });
    await expect(remove).toHaveAttribute("aria-pressed", "true");

    await page.reload();
    await expect(remove).toHaveAttribute("aria-pressed", "true");
    await expect(
      discover.card("Hiro Tanaka").getByRole("button", { name: "Save Hiro Tanaka" }),
    ).toHaveAttribute("aria-pressed", "false");

    await Promise.all([
      page.waitForResponse(
        (r) => r.url().includes("/saved-coaches/mei-lin-zhou") && r.request().method() === "DELETE",
      ),
      remove.click(),
    ]);
    await page.reload();
    await expect(card.getByRole("button", { name: "Save Mei Lin Zhou" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  test("a visitor who saves is asked to log in and comes back to the same view", async ({
    page,
    account,
  }) => {
    const discover = new DiscoverPage(page);
    await discover.goto("?mode=remote&specialty=divination-tools");
    await discover.card("Priya Raman").getByRole("button", { name: "Save Priya Raman" }).click();
    await expect(page).toHaveURL(
      `/login?next=${encodeURIComponent("/discover?mode=remote&specialty=divination-tools")}`,
    );
    await new LoginPage(page).logIn(account);
    await expect(page).toHaveURL(/\/discover\?mode=remote&specialty=divination-tools$/);
    await expect(
      discover.card("Priya Raman").getByRole("button", { name: "Save Priya Raman" }),
    ).toBeVisible();
  });

  test("the full list is indexable; filtered views are noindex with the list as canonical", async ({
    page,
  }) => {
    await page.goto("/discover");
    await expect(page).toHaveTitle("Discover Spiritual Coaches | Seers");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/discover$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

    await page.goto("/discover?mode=remote");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/discover$/);
  });

  test("no serious or critical axe violation, light and dark @phone", async ({
    page,
  }, testInfo) => {
    const scan = scanFor(testInfo);
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    const discover = new DiscoverPage(page);
    await discover.goto();
    await expect(page.locator("html")).toHaveClass(/dark/);
    const found = await scan(page, "/discover");
    await discover.goto("?mode=remote&min_price=20&max_price=80&available_now=true");
    found.push(...(await scan(page, "/discover filtered")));
    await discover.goto("?q=nothing-like-this");
    found.push(...(await scan(page, "/discover empty")));
    const filters = page.getByRole("button", { name: /^Filters/ });
    if (await filters.isVisible()) {
      await filters.click();
      await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
      found.push(...(await scan(page, "/discover dialog")));
    }
    expect(found).toEqual([]);
  });
});
