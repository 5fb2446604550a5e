/**
 * The footer's newsletter sign-up: a thank-you on success, the same calm answer for an address
 * that is already subscribed (the API never tells who is on the list), a clear error for a bad
 * address before anything is sent, the rate limit's message, and axe on each state.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { showTheme, themeOf } from "./support/a11y";
import { uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";

const THANKS = /^Thank you for subscribing!/;

class NewsletterForm {
  readonly footer: Locator;
  readonly email: Locator;
  readonly subscribe: Locator;
  readonly thanks: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.footer = page.getByRole("contentinfo");
    this.email = this.footer.getByLabel("Email address for the newsletter");
    this.subscribe = this.footer.getByRole("button", { name: "Subscribe" });
    this.thanks = this.footer.getByRole("status");
    this.error = this.footer.getByRole("alert");
  }

  async goto(path = "/events"): Promise<void> {
    await this.page.goto(path);
    await expect(this.email).toBeVisible();
  }

  /** Subscribes through the form and returns the API's answer. */
  async signUp(address: string): Promise<{ status: number; body: unknown }> {
    await this.email.fill(address);
    const answer = this.page.waitForResponse(
      (res) => res.url().endsWith("/api/v1/newsletter") && res.request().method() === "POST",
    );
    await this.subscribe.click();
    const response = await answer;
    return { status: response.status(), body: await response.json() };
  }
}

/**
 * axe's serious and critical violations in the footer (where the form lives), in both themes: the
 * one shown, then the other switched in place, and back.
 */
async function footerViolationsInBothThemes(page: Page, label: string): Promise<string[]> {
  const shown = await themeOf(page);
  const found: string[] = [];
  for (const theme of [shown, shown === "dark" ? "light" : "dark"] as const) {
    if (theme !== shown) await showTheme(page, theme);
    const results = await new AxeBuilder({ page }).include("footer").analyze();
    found.push(
      ...results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${label} ${theme}: ${v.id}`),
    );
  }
  await showTheme(page, shown);
  return found;
}

test.describe("newsletter sign-up in the footer", () => {
  test("a new address gets a thank-you", async ({ page }) => {
    const form = new NewsletterForm(page);
    await form.goto();
    const answer = await form.signUp(uniqueEmail("news"));
    expect(answer.status).toBe(200);
    await expect(form.thanks).toHaveText(THANKS);
    // The form is gone; focus lands on the thank-you rather than on the page's <body>.
    await expect(form.thanks).toBeFocused();
    await expect(form.email).toBeHidden();
    await expect(form.error).toHaveCount(0);
  });

  test("Enter in the field subscribes too", async ({ page }) => {
    const form = new NewsletterForm(page);
    await form.goto("/blog");
    await form.email.fill(uniqueEmail("news"));
    await form.email.press("Enter");
    await expect(form.thanks).toHaveText(THANKS);
  });

  test("the same address again is answered the same way, once, with no error", async ({ page }) => {
    const address = uniqueEmail("news");
    const form = new NewsletterForm(page);
    await form.goto();
    const first = await form.signUp(address);
    await expect(form.thanks).toHaveText(THANKS);

    // Later, from another page, in other letter case: the list keeps one entry per address, and
    // the answer does not reveal that this one was already on it.
    await form.goto("/blog");
    const again = await form.signUp(address.toUpperCase());
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    await expect(form.thanks).toHaveText(THANKS);
    await expect(form.error).toHaveCount(0);
  });

  test("a bad address gets a clear error and nothing is sent", async ({ page }) => {
    const form = new NewsletterForm(page);
    await form.goto();
    let sent = 0;
    page.on("request", (req) => {
      if (req.url().endsWith("/api/v1/newsletter")) sent += 1;
    });

    await form.subscribe.click();
    await expect(form.error).toHaveText("Invalid email address");
    await expect(form.email).toHaveAttribute("aria-invalid", "true");
    await expect(form.email).toHaveAccessibleDescription("Invalid email address");

    for (const bad of ["not-an-email", "name@", "name@example", "two@@example.com"]) {
      await form.email.fill(bad);
      await form.subscribe.click();
      await expect(form.error, bad).toHaveText("Invalid email address");
    }
    expect(sent).toBe(0);

    // Corrected, it goes through and the error is gone.
    const answer = await form.signUp(uniqueEmail("news"));
    expect(answer.status).toBe(200);
    await expect(form.thanks).toHaveText(THANKS);
    await expect(form.error).toHaveCount(0);
  });

  test("the API refuses a bad address with the template's 422 shape", async ({ request }) => {
    const response = await request.post("/api/v1/newsletter", { data: { email: "nobody" } });
    expect(response.status()).toBe(422);
    const body = (await response.json()) as { detail: { loc: string[]; msg: string }[] };
    expect(body.detail[0]?.loc).toEqual(["body", "email"]);
  });

  test("when sign-ups are rate-limited the form says so", async ({ page }) => {
    await page.route("**/api/v1/newsletter", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        headers: { "Retry-After": "60" },
        body: JSON.stringify({ detail: "Too many attempts. Try again in 60 seconds." }),
      }),
    );
    const form = new NewsletterForm(page);
    await form.goto();
    await form.email.fill(uniqueEmail("news"));
    await form.subscribe.click();
    await expect(form.error).toHaveText(
      "Too many sign-ups from here. Please try again in a minute.",
    );
    await expect(form.email).toBeVisible();
  });

  test("the form, its error and its thank-you pass axe, light and dark", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    const form = new NewsletterForm(page);
    await form.goto();
    await expect(page.locator("html")).toHaveClass(/dark/);
    const found = await footerViolationsInBothThemes(page, "form");
    await form.email.fill("not-an-email");
    await form.subscribe.click();
    await expect(form.error).toBeVisible();
    found.push(...(await footerViolationsInBothThemes(page, "error")));
    await form.signUp(uniqueEmail("news"));
    await expect(form.thanks).toBeVisible();
    found.push(...(await footerViolationsInBothThemes(page, "thank-you")));
    expect(found).toEqual([]);
  });
});
