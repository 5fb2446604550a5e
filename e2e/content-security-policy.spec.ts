import type { Page } from "@playwright/test";
import { expect, signInQuickly, test } from "./support/fixtures";

/** The pages served from the shared cache, under a policy of their inline scripts' hashes. */
const CACHED_PAGES = [
  "/",
  "/events",
  "/blog",
  "/blog/how-to-choose-a-tarot-reader-you-can-trust",
  "/profile",
  "/profile/amara-okafor",
  "/discover",
  "/discover?specialty=healing",
];

/** React has taken over the document (hydrateRoot marks its container). */
async function hydrated(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    Object.keys(document).some((key) => key.startsWith("__reactContainer$")),
  );
}

/** Pages hydrate and work under the strict policy: no script is refused, theirs or ours. */
test.describe("content security policy in the browser", () => {
  test("pages from the shared cache hydrate under their hashed policy, nothing refused", async ({
    page,
  }) => {
    const refusals: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
    });
    for (const path of CACHED_PAGES) {
      const response = await page.goto(path, { waitUntil: "load" });
      // Hashes, not a nonce: the same HTML serves every visitor.
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
      await expect.poll(() => hydrated(page), { message: path }).toBe(true);
    }
    expect(refusals).toEqual([]);
  });

  test("auth and signed-in pages run with no script refused", async ({ page, account }) => {
    const refusals: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
    });
    for (const path of ["/login", "/signup"]) {
      await page.goto(path, { waitUntil: "load" });
    }
    // Hydrated: the login form reacts to typing (validation runs in React).
    await page.goto("/login");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Email").blur();
    await expect(page.getByText("Email is not in correct format")).toBeVisible();

    await signInQuickly(page, account);
    for (const path of ["/dashboard", "/items", "/settings"]) {
      await page.goto(path, { waitUntil: "load" });
    }
    // Tabs switch only once React has hydrated.
    await page.getByRole("tab", { name: "Password" }).click();
    await expect(page.getByLabel("Current Password")).toBeVisible();
    expect(refusals).toEqual([]);
  });

  test("the theme script runs before paint under the policy", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });

  test("markup that slipped into the page cannot run its inline handler", async ({ page }) => {
    await page.goto("/");
    // What an XSS would inject: an inline event handler. It runs later from the page's own event
    // loop (not from the test's evaluate call), so the page's policy is what decides.
    const outcome = await page.evaluate(async () => {
      const violation = new Promise<string>((resolve) =>
        document.addEventListener("securitypolicyviolation", (e) => resolve(e.violatedDirective), {
          once: true,
        }),
      );
      document.body.insertAdjacentHTML(
        "beforeend",
        `<img src="/no-such-image.png" alt="" onerror="window.__injected = true">`,
      );
      const directive = await Promise.race([
        violation,
        new Promise<string>((r) => setTimeout(() => r("none"), 2000)),
      ]);
      return { directive, ran: (window as { __injected?: boolean }).__injected === true };
    });
    expect(outcome).toEqual({ directive: "script-src-attr", ran: false });
  });
});
