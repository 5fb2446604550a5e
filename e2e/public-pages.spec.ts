import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test.describe("public pages", () => {
  test("the home page greets a visitor with the brand promise", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Awaken, Transform, Elevate" }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Seers/);
  });

  test("an unknown path shows the 404 page and Go back returns home", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
    await expect(page.getByText("Page not found.")).toBeVisible();
    await page.getByRole("link", { name: "Go back" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  // Home has its own scans, light and dark, in home.spec.ts.
  test("the 404 page has no serious or critical accessibility violations", async ({ page }) => {
    for (const path of ["/no-such-page"]) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter(
        (v) => v.impact === "serious" || v.impact === "critical",
      );
      expect(serious.map((v) => `${path}: ${v.id}`)).toEqual([]);
    }
  });
});
