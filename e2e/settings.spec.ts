/** /settings: My profile, Password, Appearance and Danger zone, for a user and for the superuser. */

import { seriousViolations, seriousViolationsInBothThemes, showTheme } from "./support/a11y";
import { type Account, NEW_PASSWORD, uniqueEmail } from "./support/accounts";
import { LoginPage } from "./support/auth-pages";
import { expect, signInQuickly, test } from "./support/fixtures";
import {
  accountNav,
  createNamelessAccount,
  newFullName,
  SettingsPage,
  SUPERUSER,
  signIn,
  userMenuButton,
} from "./support/settings-page";
import { expectToast } from "./support/site";

/** Signed in as a fresh User account, on /settings (optionally on one tab). */
async function openSettings(
  page: import("@playwright/test").Page,
  account: Account,
  tab?: string,
): Promise<SettingsPage> {
  await signInQuickly(page, account);
  const settings = new SettingsPage(page);
  await settings.goto(tab);
  return settings;
}

test.describe("My profile", () => {
  test("shows N/A without a name; Edit, then Cancel, changes nothing", async ({ page }) => {
    const account = await createNamelessAccount(page.request);
    await signIn(page, account);
    const settings = new SettingsPage(page);
    await settings.goto();

    await expect(settings.profileTab).toHaveAttribute("aria-selected", "true");
    await expect(settings.profileValue("Full name")).toHaveText("N/A");
    await expect(settings.profileValue("Email")).toHaveText(account.email);

    await settings.edit.click();
    await expect(settings.fullName).toBeFocused();
    await expect(settings.fullName).toHaveValue("");
    await expect(settings.email).toHaveValue(account.email);
    await expect(settings.save).toBeDisabled();

    await settings.fullName.fill("Someone Else");
    await settings.email.fill(uniqueEmail("changed"));
    await expect(settings.save).toBeEnabled();
    await settings.cancel.click();

    // Back in view mode with nothing saved, and focus back on Edit.
    await expect(settings.edit).toBeFocused();
    await expect(settings.profileValue("Full name")).toHaveText("N/A");
    await expect(settings.profileValue("Email")).toHaveText(account.email);
    await settings.edit.click();
    await expect(settings.fullName).toHaveValue("");
    await expect(settings.email).toHaveValue(account.email);
  });

  test("Save updates the view, the sidebar, the user menu and the dashboard greeting", async ({
    page,
    account,
  }) => {
    const settings = await openSettings(page, account);
    await expect(settings.profileValue("Full name")).toHaveText(account.name);
    await expect(userMenuButton(page, account.name)).toBeVisible();

    const name = newFullName();
    const email = uniqueEmail("renamed");
    await settings.edit.click();
    await settings.fullName.fill(name);
    await settings.email.fill(email);
    await settings.save.click();

    await expectToast(page, "Success!", "User updated successfully.");
    await expect(settings.profileValue("Full name")).toHaveText(name);
    await expect(settings.profileValue("Email")).toHaveText(email);
    await expect(settings.edit).toBeFocused();
    await expect(userMenuButton(page, name)).toBeVisible();

    const nav = await accountNav(page);
    await expect(nav.getByText(`Logged in as ${email}`)).toBeVisible();
    await nav.getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hi, ${name}`);

    // Server-rendered from the database, not from a cache.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hi, ${name}`);
  });

  test("an emptied name saves as N/A and the greeting falls back to the email", async ({
    page,
    account,
  }) => {
    const settings = await openSettings(page, account);
    await settings.edit.click();
    await settings.fullName.fill("");
    await settings.save.click();
    await expectToast(page, "Success!", "User updated successfully.");
    await expect(settings.profileValue("Full name")).toHaveText("N/A");
    await expect(userMenuButton(page, account.email)).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hi, ${account.email}`);
  });

  test("validates on blur with the exact messages; Save needs a change and an email", async ({
    page,
    account,
  }) => {
    const settings = await openSettings(page, account);
    await settings.edit.click();
    await expect(settings.save).toBeDisabled();

    await settings.email.fill("");
    await expect(settings.save).toBeDisabled();
    await settings.email.blur();
    await settings.expectError(settings.email, "Email is required");

    await settings.email.fill("not-an-email");
    await settings.email.blur();
    await settings.expectError(settings.email, "Invalid email address");
    await expect(settings.save).toBeEnabled();

    await settings.fullName.fill("x".repeat(31));
    await settings.fullName.blur();
    await settings.expectError(settings.fullName, "Full name must be at most 30 characters");
    // Both errors show at once.
    await settings.expectError(settings.email, "Invalid email address");

    // A submit with errors sends nothing and keeps the form open.
    await settings.save.click();
    await expect(settings.fullName).toBeFocused();
    await expect(settings.cancel).toBeVisible();

    await settings.fullName.fill("x".repeat(30));
    await settings.fullName.blur();
    await settings.expectNoError(settings.fullName);
    await settings.email.fill(account.email);
    await settings.email.blur();
    await settings.expectNoError(settings.email);
  });

  test("an email someone else has is refused with the API's message", async ({
    page,
    account,
    seerAccount,
  }) => {
    const settings = await openSettings(page, account);
    await settings.edit.click();
    await settings.email.fill(seerAccount.email);
    await settings.save.click();
    await expectToast(page, "Error", "User with this email already exists");
    // Still editing, nothing changed.
    await expect(settings.email).toHaveValue(seerAccount.email);
    await settings.cancel.click();
    await expect(settings.profileValue("Email")).toHaveText(account.email);
  });
});

test.describe("Password", () => {
  test("validates on blur with the exact messages", async ({ page, account }) => {
    const settings = await openSettings(page, account, "password");
    await expect(settings.passwordTab).toHaveAttribute("aria-selected", "true");

    await settings.currentPassword.focus();
    await settings.currentPassword.blur();
    await settings.expectError(settings.currentPassword, "Password is required");
    await settings.newPassword.focus();
    await settings.newPassword.blur();
    await settings.expectError(settings.newPassword, "Password is required");
    await settings.confirmPassword.focus();
    await settings.confirmPassword.blur();
    await settings.expectError(settings.confirmPassword, "Password confirmation is required");

    await settings.newPassword.fill("short");
    await settings.newPassword.blur();
    await settings.expectError(settings.newPassword, "Password must be at least 8 characters");

    // The mismatch shows even while the current password is still empty.
    await settings.newPassword.fill(NEW_PASSWORD);
    await settings.confirmPassword.fill(`${NEW_PASSWORD}x`);
    await settings.confirmPassword.blur();
    await settings.expectError(settings.confirmPassword, "The passwords do not match");

    await settings.confirmPassword.fill(NEW_PASSWORD);
    await settings.confirmPassword.blur();
    await settings.expectNoError(settings.confirmPassword);

    // Save with the current password still empty: nothing is sent, the error stays.
    await settings.save.click();
    await settings.expectError(settings.currentPassword, "Password is required");
  });

  test("the API's refusals show as error toasts", async ({ page, account }) => {
    const settings = await openSettings(page, account, "password");
    await settings.currentPassword.fill("Wrong#Password1");
    await settings.newPassword.fill(NEW_PASSWORD);
    await settings.confirmPassword.fill(NEW_PASSWORD);
    await settings.save.click();
    await expectToast(page, "Error", "Incorrect password");

    await settings.currentPassword.fill(account.password);
    await settings.newPassword.fill(account.password);
    await settings.confirmPassword.fill(account.password);
    await settings.save.click();
    await expectToast(page, "Error", "New password cannot be the same as the current one");
  });

  test("a change keeps the session; after logging out only the new password works", async ({
    page,
    account,
  }) => {
    const settings = await openSettings(page, account, "password");
    await settings.currentPassword.fill(account.password);
    await settings.newPassword.fill(NEW_PASSWORD);
    await settings.confirmPassword.fill(NEW_PASSWORD);
    await settings.save.click();
    await expectToast(page, "Success!", "Password updated successfully.");
    await expect(settings.currentPassword).toHaveValue("");
    await expect(settings.newPassword).toHaveValue("");
    await expect(settings.confirmPassword).toHaveValue("");

    // The re-issued cookie keeps this browser signed in.
    await page.reload();
    await expect(settings.passwordTab).toHaveAttribute("aria-selected", "true");

    await userMenuButton(page, account.name).click();
    await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login$/);

    const login = new LoginPage(page);
    await login.logIn(account);
    await expect(login.alert).toHaveText("Incorrect email or password");

    await login.logIn({ ...account, password: NEW_PASSWORD });
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await settings.goto();
    await expect(settings.profileValue("Email")).toHaveText(account.email);
  });
});

test.describe("Appearance", () => {
  test("Dark Mode applies at once, survives a reload without a light flash, and Light undoes it", async ({
    page,
    account,
  }) => {
    const hydrationErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /hydrat/i.test(message.text())) {
        hydrationErrors.push(message.text());
      }
    });
    const settings = await openSettings(page, account, "appearance");
    const html = page.locator("html");
    await expect(settings.lightMode).toBeChecked();
    await expect(settings.darkMode).not.toBeChecked();
    await expect(html).not.toHaveClass(/\bdark\b/);

    await settings.darkMode.check();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    // Reload with every script file blocked: only the inline boot script in <head> can run, and
    // it alone must put "dark" on <html> before the first paint.
    await page.route("**/_next/static/**/*.js", (route) => route.abort());
    await page.reload({ waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
      true,
    );
    const canvas = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(canvas).toBe("rgb(14, 21, 20)");
    await page.unroute("**/_next/static/**/*.js");

    // A normal reload: still dark, and the tab shows the stored choice (read after hydration).
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(settings.darkMode).toBeChecked();
    await expect(settings.lightMode).not.toBeChecked();

    // The whole site follows.
    await page.goto("/");
    await expect(html).toHaveClass(/\bdark\b/);
    await settings.goto("appearance");

    await settings.lightMode.check();
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await page.reload();
    await expect(settings.lightMode).toBeChecked();
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(hydrationErrors).toEqual([]);
  });
});

test.describe("tabs", () => {
  test("arrow keys move between tabs and the open tab is kept in the URL", async ({
    page,
    account,
  }) => {
    const settings = await openSettings(page, account);
    await settings.profileTab.focus();
    await page.keyboard.press("ArrowRight");
    await expect(settings.passwordTab).toBeFocused();
    await expect(settings.passwordTab).toHaveAttribute("aria-selected", "true");
    await expect(settings.currentPassword).toBeVisible();
    await expect(page).toHaveURL(/\/settings\?tab=password$/);

    // Radix moves focus in a timeout after each key: a key that comes before it (two presses
    // within one busy frame) acts on the tab still focused. A hand is slower; so is this test.
    await page.keyboard.press("ArrowRight");
    await expect(settings.appearanceTab).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(settings.tabList.getByRole("tab", { name: "Notifications" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(settings.connectedTab).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(settings.tabList.getByRole("tab", { name: "Calendars" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(settings.dangerTab).toBeFocused();
    await expect(settings.dangerTab).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\?tab=danger$/);
    await page.reload();
    await expect(settings.dangerTab).toHaveAttribute("aria-selected", "true");
    await expect(settings.deleteAccount).toBeVisible();

    await settings.profileTab.click();
    await expect(page).toHaveURL(/\/settings$/);
    await settings.goto("nonsense");
    await expect(settings.profileTab).toHaveAttribute("aria-selected", "true");
  });

  test("the user menu's My profile leads here", async ({ page, account }) => {
    await signInQuickly(page, account);
    await page.goto("/dashboard");
    await userMenuButton(page, account.name).click();
    await page.getByRole("banner").getByRole("link", { name: "My profile" }).click();
    const settings = new SettingsPage(page);
    await expect(settings.heading).toBeVisible();
    await expect(settings.profileTab).toHaveAttribute("aria-selected", "true");
  });
});

test.describe("Danger zone", () => {
  test("the dialog traps focus, Cancel and Escape keep the account", async ({ page, account }) => {
    const settings = await openSettings(page, account, "danger");
    await settings.deleteAccount.click();
    await expect(settings.dialog).toBeVisible();
    await expect(settings.dialog).toContainText(
      "All your account data will be permanently deleted.",
    );
    await expect(settings.dialog).toContainText("This action cannot be undone.");

    // Tab cycles within the dialog.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Tab");
      expect(
        await settings.dialog.evaluate((dialog) => dialog.contains(document.activeElement)),
      ).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(settings.dialog).toBeHidden();
    await expect(settings.deleteAccount).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(settings.dialog).toBeVisible();
    await settings.dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(settings.dialog).toBeHidden();
    await expect(settings.deleteAccount).toBeFocused();

    await page.reload();
    await expect(settings.deleteAccount).toBeVisible();
  });

  test("Confirm deletes the account, logs out, and the account can no longer log in", async ({
    page,
    account,
  }) => {
    const settings = await openSettings(page, account, "danger");
    await settings.deleteAccount.click();
    await settings.dialog.getByRole("button", { name: "Confirm" }).click();

    await expectToast(page, "Success", "Your account has been successfully deleted.");
    await expect(page).toHaveURL(/\/login$/);
    await expect(settings.dialog).toBeHidden();
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain("access_token");

    const login = new LoginPage(page);
    await login.logIn(account);
    await expect(login.alert).toHaveText("Incorrect email or password");

    // And the signed-in area is closed to this browser.
    await page.goto("/settings");
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
  });

  test("a failed delete shows an error toast and keeps the user here", async ({
    page,
    account,
  }) => {
    const settings = await openSettings(page, account, "danger");
    await page.route("**/api/v1/users/me", (route) =>
      route.request().method() === "DELETE"
        ? route.fulfill({ status: 500, json: { detail: "Internal Server Error" } })
        : route.continue(),
    );
    await settings.deleteAccount.click();
    await settings.dialog.getByRole("button", { name: "Confirm" }).click();
    await expectToast(page, "An error occurred.");
    await expect(settings.dialog).toBeVisible();
    await expect(page).toHaveURL(/\/settings\?tab=danger$/);
  });

  test("the superuser has no Danger zone tab", async ({ page }) => {
    await signIn(page, SUPERUSER);
    const settings = new SettingsPage(page);
    await settings.goto();
    await expect(settings.profileTab).toBeVisible();
    await expect(settings.appearanceTab).toBeVisible();
    await expect(settings.dangerTab).toHaveCount(0);
    // My profile, Password, Appearance, Notifications, Connected accounts and Calendars.
    await expect(settings.tabList.getByRole("tab")).toHaveCount(6);

    await settings.goto("danger");
    await expect(settings.profileTab).toHaveAttribute("aria-selected", "true");
    await expect(settings.deleteAccount).toHaveCount(0);
  });
});

test.describe("accessibility", () => {
  test("every tab and the delete dialog, in light and dark", async ({ page, account }) => {
    // Six screens, each scanned in both themes: give them room on a busy machine.
    test.slow();
    const settings = await openSettings(page, account);
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/\bdark\b/);

    const found = await seriousViolationsInBothThemes(page, "My profile");
    await settings.edit.click();
    await settings.email.fill("");
    await settings.email.blur();
    await settings.expectError(settings.email, "Email is required");
    found.push(...(await seriousViolationsInBothThemes(page, "My profile editing")));

    await settings.passwordTab.click();
    await settings.save.click();
    await settings.expectError(settings.currentPassword, "Password is required");
    found.push(...(await seriousViolationsInBothThemes(page, "Password with errors")));

    // Appearance shows the choice made on it: scanned light, then dark chosen there.
    await settings.appearanceTab.click();
    await expect(settings.lightMode).toBeChecked();
    found.push(...(await seriousViolations(page, "Appearance (light)")));
    await settings.darkMode.check();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(settings.darkMode).toBeChecked();
    // Already dark: this only waits until no colour is still easing into it.
    await showTheme(page, "dark");
    found.push(...(await seriousViolations(page, "Appearance (dark)")));

    await settings.dangerTab.click();
    await expect(settings.deleteAccount).toBeVisible();
    found.push(...(await seriousViolationsInBothThemes(page, "Danger zone")));

    await settings.deleteAccount.click();
    await expect(settings.dialog).toBeVisible();
    found.push(...(await seriousViolationsInBothThemes(page, "delete dialog")));
    expect(found).toEqual([]);
  });
});
