import { expect, type Page, test } from "@playwright/test";
import { seriousViolationsInBothThemes } from "./support/a11y";

const section = (page: Page, name: string) =>
  page
    .getByRole("region", { name, exact: true })
    .or(page.locator(`section:has(h2:text-is("${name}"))`))
    .first();

test.describe("home page", () => {
  test("the banner leads to Discover and to sign-up", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Awaken, Transform, Elevate" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Find Coaches" })).toHaveAttribute(
      "href",
      "/discover",
    );
    await page.getByRole("link", { name: "Join Now" }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("Browse Experts shows the eight services, each leading to its coaches", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Browse Experts" });
    await expect(page.getByText("Our Services")).toBeVisible();
    const slides = carousel.getByRole("listitem");
    await expect(slides).toHaveCount(8);
    for (const name of ["Astrology", "Tarot Reading", "Numerology", "Palmistry"]) {
      await expect(carousel.getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        /\/discover\?category=/,
      );
    }
    await expect(carousel.getByRole("img")).toHaveCount(8);
  });

  test("the carousel pages with its dots, its arrows and the keyboard", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Browse Experts" });
    const dots = carousel.getByRole("button", { name: /^Go to page/ });
    await expect(dots).toHaveCount(2); // four services per page on a desktop
    const first = carousel.getByRole("link", { name: "Astrology", exact: true });
    await carousel.scrollIntoViewIfNeeded();
    await expect(first).toBeInViewport({ ratio: 0.9 });

    await dots.nth(1).click();
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(first).not.toBeInViewport({ ratio: 0.5 });
    await expect(carousel.getByRole("button", { name: "Next services" })).toBeDisabled();

    await carousel.getByRole("button", { name: "Previous services" }).click();
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
    await expect(first).toBeInViewport({ ratio: 0.9 });

    await first.focus();
    await page.keyboard.press("ArrowRight");
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    // Focus follows to the first card of the new page instead of staying off-screen.
    const fifth = carousel.getByRole("link", { name: "Numerology", exact: true });
    await expect(fifth).toBeFocused();
    await expect(fifth).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press("ArrowLeft");
    await expect(first).toBeFocused();
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("Home");
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("End");
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
  });

  test("on a phone the carousel shows one service per page @phone", async ({ page, isMobile }) => {
    test.skip(!isMobile, "a phone layout");
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Browse Experts" });
    const dots = carousel.getByRole("button", { name: /^Go to page/ });
    await expect(dots).toHaveCount(8);
    await dots.nth(2).click();
    await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
    await expect(
      carousel.getByRole("link", { name: "Psychic Mediums", exact: true }),
    ).toBeInViewport({
      ratio: 0.9,
    });
  });

  test("nothing overflows sideways on a 320 px screen @phone", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Browse Experts" });
    await expect(carousel.getByRole("button", { name: /^Go to page/ })).toHaveCount(8);
    const next = await carousel.getByRole("button", { name: "Next services" }).boundingBox();
    expect((next?.x ?? 999) + (next?.width ?? 0)).toBeLessThanOrEqual(320);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test("Why Choose Us gives three reasons and the seekers' banner leads to Discover", async ({
    page,
  }) => {
    await page.goto("/");
    const why = section(page, "Why Choose Us");
    await expect(why.getByRole("listitem")).toHaveCount(3);
    await expect(page.getByText("For Spiritual Seekers")).toBeVisible();
    await expect(page.getByRole("link", { name: "Explore coaches" })).toHaveAttribute(
      "href",
      "/discover",
    );
  });

  test("Upcoming Events show their own dates, and Load More opens /events", async ({ page }) => {
    await page.goto("/");
    const events = section(page, "Upcoming Events");
    const cards = events.getByRole("article");
    await expect(cards).toHaveCount(3);
    const dates = await events
      .locator("time")
      .evaluateAll((els) => els.map((el) => el.getAttribute("datetime")));
    expect(new Set(dates).size).toBe(3);
    for (const card of await cards.all()) {
      await expect(card.getByRole("heading")).not.toBeEmpty();
      await expect(card.getByText(/(AM|PM)/)).toBeVisible();
    }
    await events.getByRole("link", { name: "Load More" }).click();
    await expect(page).toHaveURL(/\/events$/);
  });

  test("testimonials switch with their three dots and lead to the reviews", async ({ page }) => {
    await page.goto("/");
    const testimonials = section(page, "Client Testimonials");
    const dots = testimonials.getByRole("button", { name: /^Show testimonial/ });
    await expect(dots).toHaveCount(3);
    const quote = testimonials.locator("blockquote");
    const firstQuote = await quote.textContent();
    await dots.nth(1).click();
    await expect(dots.nth(1)).toHaveAttribute("aria-pressed", "true");
    await expect(quote).not.toHaveText(firstQuote ?? "");
    await dots.nth(2).focus();
    await page.keyboard.press("Enter");
    await expect(dots.nth(2)).toHaveAttribute("aria-pressed", "true");
    await expect(testimonials.getByText("Rated", { exact: false }).first()).toBeAttached();

    for (const label of [
      "Years of Experience",
      "Happy Customers",
      "Therapy Sessions",
      "Certifications & Awards",
    ]) {
      await expect(testimonials.getByText(label)).toBeVisible();
    }
    await testimonials.getByRole("link", { name: "Read More Stories" }).click();
    await expect(page).toHaveURL(/\/profile#reviews$/);
    await expect(page.getByRole("tab", { name: /Ratings & Reviews/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("Latest blog articles: three cards whose Learn More opens the article", async ({ page }) => {
    await page.goto("/");
    const blog = section(page, "Latest blog articles");
    const links = blog.getByRole("link", { name: /^Learn More/ });
    await expect(links).toHaveCount(3);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("href", /^\/blog\/[a-z0-9-]+$/);
    }
  });

  test("structured data names the organization and the site", async ({ page }) => {
    await page.goto("/");
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? "{}")));
    const types = blocks.flatMap((b) =>
      (b["@graph"] ?? [b]).map((n: { "@type": string }) => n["@type"]),
    );
    expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Seers/);
  });

  test("home has no serious accessibility violation, light or dark", async ({ page }) => {
    test.slow(); // two full axe scans of the longest page
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await seriousViolationsInBothThemes(page, "/")).toEqual([]);
  });
});
