/** Page objects and helpers for /settings and the signed-in area around it. */
import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { PASSWORD, uniqueEmail } from "./accounts";

/** The first superuser that playwright.config.ts gives the server (FIRST_SUPERUSER...). */
export { SUPERUSER } from "./e2e-env";

export type Credentials = { email: string; password: string };

/** A template-shaped account (email and password only), so it has no full name. */
export async function createNamelessAccount(request: APIRequestContext): Promise<Credentials> {
  const account = { email: uniqueEmail("noname"), password: PASSWORD };
  const response = await request.post("/api/v1/users/signup", { data: account });
  expect(response.status(), await response.text()).toBe(200);
  return account;
}

/** Signs the page's context in through the BFF, as /login does; the cookie lands in the context. */
export async function signIn(page: Page, account: Credentials): Promise<void> {
  const response = await page.request.post("/api/auth/login", {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A name of its own for each test, within the profile's 30-character limit. */
export function newFullName(): string {
  return `Ada Renamed ${randomUUID().slice(0, 6)}`;
}

export class SettingsPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly tabList: Locator;
  readonly profileTab: Locator;
  readonly passwordTab: Locator;
  readonly appearanceTab: Locator;
  readonly dangerTab: Locator;
  readonly connectedTab: Locator;
  readonly panel: Locator;

  // My profile
  readonly edit: Locator;
  readonly save: Locator;
  readonly cancel: Locator;
  readonly fullName: Locator;
  readonly email: Locator;
  readonly timezone: Locator;

  // Password
  readonly currentPassword: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;

  // Appearance
  readonly lightMode: Locator;
  readonly darkMode: Locator;

  // Danger zone
  readonly deleteAccount: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.heading = this.main.getByRole("heading", { level: 1, name: "User Settings" });
    this.tabList = this.main.getByRole("tablist", { name: "Settings" });
    this.profileTab = this.tabList.getByRole("tab", { name: "My profile" });
    this.passwordTab = this.tabList.getByRole("tab", { name: "Password" });
    this.appearanceTab = this.tabList.getByRole("tab", { name: "Appearance" });
    this.dangerTab = this.tabList.getByRole("tab", { name: "Danger zone" });
    this.connectedTab = this.tabList.getByRole("tab", { name: "Connected accounts" });
    this.panel = this.main.getByRole("tabpanel");

    this.edit = this.panel.getByRole("button", { name: "Edit", exact: true });
    this.save = this.panel.getByRole("button", { name: "Save", exact: true });
    this.cancel = this.panel.getByRole("button", { name: "Cancel", exact: true });
    this.fullName = this.panel.getByLabel("Full name");
    this.email = this.panel.getByLabel("Email");
    this.timezone = this.panel.getByLabel("Time zone");

    this.currentPassword = this.panel.getByLabel("Current Password");
    this.newPassword = this.panel.getByLabel("Set Password");
    this.confirmPassword = this.panel.getByLabel("Confirm Password");

    this.lightMode = this.panel.getByRole("radio", { name: "Light Mode (Default)" });
    this.darkMode = this.panel.getByRole("radio", { name: "Dark Mode" });

    this.deleteAccount = this.panel.getByRole("button", { name: "Delete Account" });
    this.dialog = page.getByRole("dialog", { name: "Confirmation Required" });
  }

  async goto(tab?: string): Promise<void> {
    await this.page.goto(tab ? `/settings?tab=${tab}` : "/settings");
    await expect(this.heading).toBeVisible();
  }

  /** The profile's read-only value under a label ("Full name", "Email" or "Time zone"). */
  profileValue(label: "Full name" | "Email" | "Time zone"): Locator {
    return this.panel
      .locator("dl > div")
      .filter({ has: this.page.getByRole("term").filter({ hasText: label }) })
      .getByRole("definition");
  }

  /** A field's error message, found through the control's aria-describedby. */
  async expectError(control: Locator, message: string): Promise<void> {
    await expect(control).toHaveAttribute("aria-invalid", "true");
    await expect(control).toHaveAccessibleDescription(message);
  }

  async expectNoError(control: Locator): Promise<void> {
    await expect(control).not.toHaveAttribute("aria-invalid", "true");
  }
}

/**
 * The signed-in area's navigation: the sidebar on wide screens, the drawer (opened here) on
 * phones. Both show "Logged in as {email}".
 */
export async function accountNav(page: Page): Promise<Locator> {
  const openMenu = page.getByRole("button", { name: "Open menu" });
  if (await openMenu.isVisible()) {
    await openMenu.click();
    return page.getByRole("dialog").getByRole("navigation", { name: "Account" });
  }
  return page.getByRole("navigation", { name: "Account" });
}

/** The top-right user menu button, named after the user's full name (or email). */
export function userMenuButton(page: Page, name: string): Locator {
  return page.getByRole("banner").getByRole("button", { name, exact: true });
}
