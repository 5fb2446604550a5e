/**
 * The provider buttons of the sign-in screens and the stand-in providers' login pages
 * (e2e/support/oauth-providers.mjs), as a person uses them.
 */
import { expect, type Locator, type Page } from "@playwright/test";

export function providerButton(page: Page, provider: "Google" | "Facebook"): Locator {
  return page.getByRole("main").getByRole("link", { name: `Continue with ${provider}` });
}

/** Google's login page: who signs in, and whether Google vouches for the address. */
export async function signInAtGoogle(
  page: Page,
  who: { email: string; name?: string; sub?: string; emailVerified?: boolean },
): Promise<void> {
  await expect(page.getByRole("heading", { name: /Sign in with Google/ })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(who.email);
  if (who.name) await page.getByLabel("Full name").fill(who.name);
  if (who.sub) await page.getByLabel(/Subject/).fill(who.sub);
  await page.getByLabel("Google has verified this email").setChecked(who.emailVerified !== false);
  await page.getByRole("button", { name: "Continue" }).click();
}

/** Facebook's login dialog: a name, an email or none (an account made with a phone number). */
export async function logInAtFacebook(
  page: Page,
  who: { name: string; email?: string; id?: string },
): Promise<void> {
  await expect(page.getByRole("heading", { name: /Log in to Facebook/ })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(who.name);
  if (who.email) await page.getByRole("textbox", { name: /Email/ }).fill(who.email);
  if (who.id) await page.getByLabel("Facebook id").fill(who.id);
  await page.getByRole("button", { name: "Continue" }).click();
}
