/** What every page shares: the header's account area and the toasts in the corner. */
import { expect, type Locator, type Page } from "@playwright/test";

/** The page's top bar (the site header, or the signed-in area's own bar). */
export class Header {
  readonly bar: Locator;
  /** The visitor's way in; on a phone the header shows its own, shorter set of links. */
  readonly logInLink: Locator;

  constructor(readonly page: Page) {
    this.bar = page.getByRole("banner");
    this.logInLink = this.bar.getByRole("link", { name: "Log in", exact: true });
  }

  /** The signed-in user's menu button, named "First Last". */
  userMenu(name: string): Locator {
    return this.bar.getByRole("button", { name, exact: true });
  }

  async expectSignedInAs(name: string): Promise<void> {
    await expect(this.userMenu(name)).toBeVisible();
    await expect(this.logInLink).toBeHidden();
  }

  async expectSignedOut(): Promise<void> {
    await expect(this.logInLink).toBeVisible();
  }

  async logOut(name: string): Promise<void> {
    await this.userMenu(name).click();
    await this.bar.getByRole("button", { name: "Log out" }).click();
  }
}

/** Sonner's live region ("Notifications alt+T") and the toasts in it. */
export function toasts(page: Page): Locator {
  return page.getByRole("region", { name: /Notifications/ });
}

/** A toast with this title (and, when given, this description) is on screen. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = toasts(page)
    .getByRole("listitem")
    .filter({ has: page.getByText(title, { exact: true }) });
  await expect(toast.first()).toBeVisible();
  if (description) await expect(toast.first()).toContainText(description);
}

/** The home page, where sign-in and sign-up end. */
export async function expectOnHome(page: Page): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
}

/**
 * How a sign-in or a sign-up ends: the toast (when given), the home page, and the header naming
 * the person.
 */
export async function expectWelcomedHome(
  page: Page,
  name: string,
  toast?: "Login successful!" | "Signup successful!",
): Promise<void> {
  if (toast) await expectToast(page, toast);
  await expectOnHome(page);
  await new Header(page).expectSignedInAs(name);
}
