import { expect, test } from "@playwright/test";
import { seriousViolationsInBothThemes } from "./support/a11y";

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

  test("keeps the colour mode and has no serious axe violation, light and dark", async ({
    page,
  }) => {
    await page.goto("/error-check");
    await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    // A visitor who chose dark gets the error page in dark too.
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    await page.reload();
    await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await seriousViolationsInBothThemes(page, "/error-check")).toEqual([]);
  });
});
