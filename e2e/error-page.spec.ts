import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

// /error-check fails while rendering, but only on a server started with ENVIRONMENT=local.
test.describe("the error page", () => {
  test("says what happened, offers Try again and the way home", async ({ page }) => {
    const response = await page.goto("/error-check");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
    await expect(
      page.getByText("Something went wrong on our side while showing this page."),
    ).toBeVisible();
    await expect(page.getByText(/^Reference: /)).toBeVisible();

    // Trying again fails again here (the error is forced), and the page says so again.
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeEnabled();

    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Awaken, Transform, Elevate" }),
    ).toBeVisible();
  });

  for (const theme of ["light", "dark"] as const) {
    test(`keeps the colour mode and has no serious axe violation, ${theme}`, async ({ page }) => {
      if (theme === "dark") await page.addInitScript(() => localStorage.setItem("theme", "dark"));
      await page.goto("/error-check");
      await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
      if (theme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
      else await expect(page.locator("html")).not.toHaveClass(/dark/);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter(
        (v) => v.impact === "serious" || v.impact === "critical",
      );
      expect(serious.map((v) => v.id)).toEqual([]);
    });
  }
});
