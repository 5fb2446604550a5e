/**
 * The blog: each article at /blog/<slug> (title, byline, cover, subheadings, measure, more posts,
 * the way to Discover), reached from the home page's Learn More and from /blog, its SEO metadata
 * and Article JSON-LD, the 404 for an unknown slug, the footer's links, and axe in light and dark.
 */
import type { Page } from "@playwright/test";
import { POSTS } from "../data/posts";
import { seriousViolationsInBothThemes } from "./support/a11y";
import { expect, test } from "./support/fixtures";

/** The page's JSON-LD blocks, parsed (a block that is not JSON fails the test here). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const first = POSTS[0];
if (!first) throw new Error("the sample data has no blog posts");

test.describe("blog articles", () => {
  for (const post of POSTS) {
    test(`"${post.title}" reads as an article`, async ({ page }) => {
      const response = await page.goto(`/blog/${post.slug}`);
      expect(response?.status()).toBe(200);
      const main = page.getByRole("main");
      const article = main.getByRole("article").first();

      await expect(article.getByRole("heading", { level: 1 })).toHaveText(post.title);
      await expect(article.getByText(post.excerpt)).toBeVisible();
      // Byline: the author (a coach of the catalogue, linked to their page), the date, reading time.
      await expect(article.getByRole("link", { name: post.author })).toHaveAttribute(
        "href",
        /^\/profile\/[a-z0-9-]+$/,
      );
      await expect(article.locator(`time[datetime="${post.publishedAt}"]`)).toBeVisible();
      await expect(article.getByText(/\d+ min read/)).toBeVisible();

      const cover = article.getByRole("img", { name: post.imageAlt });
      await expect(cover).toBeVisible();
      await expect(cover).toHaveAttribute("width", "1200");
      await expect(cover).toHaveAttribute("height", "675");
      expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      // Every "## " paragraph is a subheading, every other one a paragraph of the text.
      const subheadings = post.body.filter((p) => p.startsWith("## ")).map((p) => p.slice(3));
      await expect(article.getByRole("heading", { level: 2 })).toHaveText(subheadings);
      for (const paragraph of post.body.filter((p) => !p.startsWith("## "))) {
        await expect(article.getByText(paragraph, { exact: true })).toBeVisible();
      }

      // The other articles, and the call to action to Discover.
      const more = main.getByRole("region", { name: "More from the blog" });
      const others = POSTS.filter((other) => other.slug !== post.slug);
      for (const other of others) {
        await expect(more.getByRole("link", { name: other.title })).toHaveAttribute(
          "href",
          `/blog/${other.slug}`,
        );
      }
      await main.getByRole("link", { name: "Discover coaches" }).click();
      await expect(page).toHaveURL(/\/discover$/);
    });
  }

  test("the text keeps a readable measure on a wide screen", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/blog/${first.slug}`);
    const paragraph = page.getByRole("main").getByText(first.body[0] ?? "", { exact: true });
    const { width, ch } = await paragraph.evaluate((p) => {
      const probe = document.createElement("span");
      probe.textContent = "0";
      p.append(probe);
      const chWidth = probe.getBoundingClientRect().width;
      probe.remove();
      return { width: p.getBoundingClientRect().width, ch: chWidth };
    });
    expect(width / ch).toBeGreaterThan(45);
    expect(width / ch).toBeLessThanOrEqual(66);
  });

  test("an article fits a phone without sideways scrolling @phone", async ({ page }) => {
    await page.goto(`/blog/${first.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("each Learn More on the home page opens its article", async ({ page }) => {
    for (const post of POSTS.slice(0, 3)) {
      await page.goto("/");
      const blog = page.getByRole("region", { name: "Latest blog articles" });
      const learnMore = blog
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name: post.title }) })
        .getByRole("link", { name: /^Learn More/ });
      await learnMore.click();
      await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    }
  });

  test("/blog lists every article and opens each", async ({ page }) => {
    await page.goto("/blog");
    await expect(page).toHaveTitle("Blog | Seers");
    const main = page.getByRole("main");
    await expect(main.getByRole("article")).toHaveCount(POSTS.length);
    for (const post of POSTS) {
      await expect(main.getByRole("link", { name: post.title })).toHaveAttribute(
        "href",
        `/blog/${post.slug}`,
      );
    }
    await main.getByRole("link", { name: first.title }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Blog" })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("title, description, canonical, Open Graph article and Twitter card", async ({ page }) => {
    await page.goto(`/blog/${first.slug}`);
    await expect(page).toHaveTitle(`${first.title} | Seers`);
    const meta = (selector: string) => page.locator(selector).first();
    await expect(meta('meta[name="description"]')).toHaveAttribute("content", first.excerpt);
    await expect(meta('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`^https?://[^/]+/blog/${first.slug}$`),
    );
    await expect(meta('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(meta('meta[property="og:title"]')).toHaveAttribute("content", first.title);
    await expect(meta('meta[property="og:image"]')).toHaveAttribute(
      "content",
      new RegExp(`${first.image}$`),
    );
    await expect(meta('meta[property="article:published_time"]')).toHaveAttribute(
      "content",
      first.publishedAt,
    );
    await expect(meta('meta[property="article:author"]')).toHaveAttribute("content", first.author);
    await expect(meta('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
    await expect(meta('meta[name="robots"]')).toHaveCount(0);
  });

  test("Article JSON-LD describes the article", async ({ page }) => {
    for (const post of POSTS) {
      await page.goto(`/blog/${post.slug}`);
      const graph = (await jsonLd(page)).flatMap(
        (block) => (block["@graph"] as Record<string, unknown>[] | undefined) ?? [block],
      );
      const article = graph.find((node) => node["@type"] === "Article");
      expect(article, `Article JSON-LD on /blog/${post.slug}`).toBeDefined();
      expect(article).toMatchObject({
        headline: post.title,
        description: post.excerpt,
        datePublished: post.publishedAt,
        author: { "@type": "Person", name: post.author },
        publisher: { "@type": "Organization", name: "Seers" },
        mainEntityOfPage: expect.stringMatching(new RegExp(`/blog/${post.slug}$`)),
      });
      expect(article?.image).toEqual([
        expect.stringMatching(/^https?:\/\/.+\.(svg|webp|avif|png)$/),
      ]);
      expect(article?.wordCount).toBeGreaterThan(300);
    }
  });

  test("an unknown article is a 404 page", async ({ page }) => {
    const response = await page.goto("/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
    await expect(page.getByText("Page not found.")).toBeVisible();
  });

  test("the sitemap lists the blog and each article", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/blog<\/loc>/);
    for (const post of POSTS) expect(xml).toContain(`/blog/${post.slug}</loc>`);
  });

  test("every link in the footer leads to a page that exists", async ({ page, request }) => {
    await page.goto(`/blog/${first.slug}`);
    const hrefs = await page
      .getByRole("contentinfo")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs.filter((h) => !h.startsWith("mailto:"))) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
    expect(hrefs.filter((h) => h.startsWith("mailto:"))).toEqual([
      expect.stringMatching(/^mailto:[^@\s]+@[^@\s]+$/),
    ]);
  });

  test("no serious or critical axe violation, light and dark", async ({ page }) => {
    // axe over several full pages, twice each, takes a while on a shared, two-core machine.
    test.slow();
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    const found: string[] = [];
    for (const path of ["/blog", ...POSTS.map((post) => `/blog/${post.slug}`)]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("html")).toHaveClass(/dark/);
      found.push(...(await seriousViolationsInBothThemes(page, path)));
    }
    expect(found).toEqual([]);
  });
});
