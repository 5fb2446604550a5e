/** Page objects for booking: the panel on a coach's page, and /bookings with its tabs and cards. */
import { expect, type Locator, type Page } from "@playwright/test";

export class BookingPanel {
  readonly main: Locator;
  readonly panel: Locator;
  readonly hours: Locator;
  readonly addHour: Locator;
  readonly removeHour: Locator;
  readonly dayGroup: Locator;
  readonly freeDays: Locator;
  readonly timeGroup: Locator;
  readonly times: Locator;
  readonly note: Locator;
  readonly bookNow: Locator;
  readonly logInToBook: Locator;
  readonly sent: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.panel = this.main.locator("#book");
    this.hours = this.panel.getByRole("status", { name: "Hours" });
    this.addHour = this.panel.getByRole("button", { name: "Add an hour" });
    this.removeHour = this.panel.getByRole("button", { name: "Remove an hour" });
    this.dayGroup = this.panel.getByRole("group", { name: "Day" });
    this.freeDays = this.dayGroup.getByRole("radio", { name: /\d+ free times$/ });
    this.timeGroup = this.panel.getByRole("group", { name: /^Start time/ });
    this.times = this.timeGroup.getByRole("radio");
    this.note = this.panel.getByLabel(/^Note for/);
    this.bookNow = this.panel.getByRole("button", { name: "Book now" });
    this.logInToBook = this.panel.getByRole("link", { name: "Log in to book" });
    this.sent = this.panel.getByRole("region", { name: /^Request sent to/ });
  }

  async goto(slug: string, query = ""): Promise<void> {
    await this.page.goto(`/profile/${slug}${query}`);
    await expect(this.main.getByRole("heading", { level: 1 })).toBeVisible();
  }

  /**
   * Picks `hours`, the `day`-th day with free times (0 = the first) and its `nth` start; returns
   * the start time's accessible name.
   */
  async choose(hours: number, { day = 0, nth = 0 } = {}): Promise<string> {
    // The free days come from the browser once the panel's code has loaded: until then its
    // buttons are drawn but not yet listening, and a click would be lost on a busy machine.
    // The code loads as a visitor scrolls towards the panel (hydrate-near-view.tsx): so does this
    // (in the page: the drawn panel is replaced by the live one as the scroll ends).
    await this.panel.evaluate((panel) => panel.scrollIntoView({ block: "nearest" }));
    await expect(this.freeDays.first()).toBeVisible();
    let shown = Number(await this.hours.textContent());
    while (shown < hours) {
      await this.addHour.click();
      shown += 1;
      await expect(this.hours).toHaveText(String(shown));
    }
    await expect(this.freeDays.nth(day)).toBeVisible();
    await this.freeDays.nth(day).check();
    // The time is held by its name, not its place: a list still being read again (after a request
    // just sent, which takes its time out) can shift under the click, and the panel keeps the
    // chosen time by its start, wherever it then sits.
    const label = (await this.times.nth(nth).getAttribute("aria-label")) ?? "";
    const time = this.timeGroup.getByRole("radio", { name: label, exact: true });
    await time.check();
    await expect(time).toBeChecked();
    return label;
  }
}

export class BookingsPage {
  readonly main: Locator;
  readonly heading: Locator;
  /** Declined, cancelled and expired bookings whose date is still ahead, in the open tab. */
  readonly calledOff: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.heading = this.main.getByRole("heading", { level: 1, name: "My bookings" });
    this.calledOff = this.main
      .getByRole("tabpanel")
      .getByRole("region", { name: "Cancelled and declined" });
  }

  async goto(tab?: string): Promise<void> {
    await this.page.goto(tab ? `/bookings?tab=${tab}` : "/bookings");
    await expect(this.heading).toBeVisible();
  }

  tab(name: string | RegExp): Locator {
    return this.main.getByRole("tab", { name });
  }

  async open(name: string | RegExp): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute("aria-selected", "true");
  }

  /** A booking's card in the open tab, by its title ("Session with …" or "…'s session"). */
  card(title: string): Locator {
    return this.main.getByRole("tabpanel").getByRole("article", { name: title });
  }

  dialog(name: string): Locator {
    return this.page.getByRole("dialog", { name });
  }
}
