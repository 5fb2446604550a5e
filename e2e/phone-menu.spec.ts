/**
 * The public header's phone menu (below 768 px): every main link reachable, focus kept inside while
 * open, Escape and a chosen link close it, focus goes back to its button; the signed-in name, the
 * dashboard and Log out when signed in; axe in light and dark with the menu open.
 */
import { expect, type Page } from "@playwright/test";
import { THEME_STORAGE_KEY } from "../lib/theme";
import { seriousViolationsInBothThemes } from "./support/a11y";
import { signIn } from "./support/app-session";
import { test } from "./support/fixtures";

const menuButton = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: "Open menu" });
const menu = (page: Page) => page.getByRole("dialog", { name: "Seers" });

test.describe("the phone menu @phone", () => {
  test.use({ viewport: { width: 375, height: 760 } });

  test("a visitor reaches every main link; focus stays inside; Escape closes it", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Events" })).toBeHidden();
    await menuButton(page).click();
    const sheet = menu(page);
    await expect(sheet).toBeVisible();
    for (const name of ["Home", "Discover", "Events", "Become a Seer", "Log in", "Sign up"]) {
      await expect(sheet.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(sheet.getByRole("link", { name: "Home", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // Tabbing round and round never leaves the open menu.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    await menuButton(page).click();
    await menu(page).getByRole("link", { name: "Events", exact: true }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("signed in, it shows the name, leads to the dashboard and logs out", async ({
    page,
    account,
  }) => {
    await signIn(page, account);
    await page.goto("/discover");
    await menuButton(page).click();
    const sheet = menu(page);
    await expect(sheet.getByText(account.name)).toBeVisible();
    await expect(sheet.getByRole("link", { name: "Log in" })).toHaveCount(0);
    await sheet.getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(menu(page)).toBeHidden();

    await page.goto("/events");
    await menuButton(page).click();
    await menu(page).getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
  });

  test("no serious or critical axe violation with the menu open, light and dark", async ({
    page,
    account,
  }) => {
    await page.addInitScript((key) => localStorage.setItem(key, "dark"), THEME_STORAGE_KEY);
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    expect(await seriousViolationsInBothThemes(page, "menu")).toEqual([]);

    await page.keyboard.press("Escape");
    await signIn(page, account);
    await page.reload();
    await menuButton(page).click();
    await expect(menu(page).getByText(account.name)).toBeVisible();
    expect(await seriousViolationsInBothThemes(page, "menu signed in")).toEqual([]);
  });
});

test.describe("the header from 768 px", () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test("shows its links and no phone menu", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Events" })).toBeVisible();
    await expect(menuButton(page)).toBeHidden();
  });
});
