import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test.describe("public pages", () => {
  test("the home page greets a visitor with the brand promise @phone", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Awaken, Transform, Elevate" }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Seers/);
  });

  test("an unknown path shows the 404 page and Go back returns home @phone", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
    await expect(page.getByText("Page not found.")).toBeVisible();
    await page.getByRole("link", { name: "Go back" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("home and 404 have no serious or critical accessibility violations", async ({ page }) => {
    for (const path of ["/", "/no-such-page"]) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter(
        (v) => v.impact === "serious" || v.impact === "critical",
      );
      expect(serious.map((v) => `${path}: ${v.id}`)).toEqual([]);
    }
  });
});
