/**
 * Continue with Google / Facebook in the browser, against the stand-in providers the test command
 * starts: sign-up as a Seer, signing in again, linking only on proven emails on both sides, the
 * Facebook email question and "log in first to connect", Connected accounts in Settings. Screens
 * at 375 and 1280 px, light and dark, axe clean.
 */
import { randomUUID } from "node:crypto";
import type { Page, TestInfo } from "@playwright/test";
import { picture, seriousViolationsInBothThemes } from "./support/a11y";
import { newPerson, uniqueEmail } from "./support/accounts";
import { expect, signInQuickly, test } from "./support/fixtures";
import { verifyLinkFor } from "./support/mailbox";
import { logInAtFacebook, providerButton, signInAtGoogle } from "./support/oauth-pages";
import { SettingsPage } from "./support/settings-page";
import { Header } from "./support/site";

/** Each screen checked by axe in both themes, and photographed in each at both widths. */
async function screens(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const found = await seriousViolationsInBothThemes(page, name, async (theme) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await picture(page, testInfo, `${name}-${width}-${theme}`);
    }
  });
  expect(found).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const alertIn = (page: Page) => page.getByRole("main").getByRole("alert");

test("sign up with Google as a Seer, then log in again with Google", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const email = uniqueEmail("google-seer");
  await page.goto("/signup?role=seer");
  await screens(page, testInfo, "signup");
  await providerButton(page, "Google").click();
  await signInAtGoogle(page, { email, name: "Iris Google" });
  await expect(page).toHaveURL(/\/listing\?step=about$/);

  // Another browser, signed out: the same Google account signs in to the same Seer.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const later = await context.newPage();
  await later.goto("/login");
  await screens(later, testInfo, "login");
  await providerButton(later, "Google").click();
  await signInAtGoogle(later, { email, name: "Iris Google" });
  await expect(later).toHaveURL(/\/$/);
  await new Header(later).expectSignedInAs("Iris Google");
  await context.close();
});

test("Google links to a password account whose email is verified", async ({
  page,
  account,
  header,
}) => {
  await page.goto(await verifyLinkFor(account.email));
  await expect(page.getByRole("heading", { name: "Your email is verified" })).toBeVisible();
  await page.goto("/login");
  await providerButton(page, "Google").click();
  await signInAtGoogle(page, { email: account.email });
  await expect(page).toHaveURL(/\/$/);
  await header.expectSignedInAs(account.name);
});

test("Google never links when either email is unverified (the pre-registered account)", async ({
  page,
  account,
}) => {
  // Someone registered the address with a password and never proved it.
  await page.goto("/login");
  await providerButton(page, "Google").click();
  await signInAtGoogle(page, { email: account.email });
  await expect(page).toHaveURL(/\/login\?oauth_error=link_required&provider=google$/);
  await expect(alertIn(page)).toContainText("An account already uses this email");

  // The account proves its address, but Google does not vouch for this one.
  await page.goto(await verifyLinkFor(account.email));
  await page.goto("/login");
  await providerButton(page, "Google").click();
  await signInAtGoogle(page, { email: account.email, emailVerified: false });
  await expect(alertIn(page)).toContainText("An account already uses this email");
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain("access_token");
});

test("Facebook without an email asks for one, which is then to be verified", async ({
  page,
}, testInfo) => {
  test.slow();
  const person = newPerson();
  await page.goto("/signup");
  await providerButton(page, "Facebook").click();
  await logInAtFacebook(page, { name: person.name, id: `fb-${randomUUID()}` });
  await expect(page).toHaveURL(/\/signup\/email$/);
  await expect(page.getByRole("heading", { name: "One more step: your email" })).toBeVisible();
  await screens(page, testInfo, "ask-email");
  await page.getByLabel("Email address").fill(person.email);
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/dashboard");
  const notice = page.getByRole("region", { name: "Verify your email" });
  await expect(notice).toContainText(person.email);
  await screens(page, testInfo, "verify-notice");
  await page.goto(await verifyLinkFor(person.email));
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(notice).toBeHidden();
});

test("Facebook's email never links: log in first, then connect it in Settings", async ({
  page,
  account,
}) => {
  await page.goto(await verifyLinkFor(account.email));
  await page.goto("/login");
  await providerButton(page, "Facebook").click();
  await logInAtFacebook(page, { name: account.name, email: account.email });
  await expect(alertIn(page)).toContainText("Log in with its password, then connect Facebook");

  await signInQuickly(page, account);
  const settings = new SettingsPage(page);
  await settings.goto("connected");
  await settings.panel.getByRole("link", { name: "Connect Facebook" }).click();
  await logInAtFacebook(page, { name: account.name, email: account.email });
  await expect(page).toHaveURL(/\/settings\?tab=connected&connected=facebook$/);
  await expect(settings.panel.getByRole("status")).toContainText("Facebook is connected");
  await expect(settings.panel.getByText(`Connected as ${account.email}`)).toBeVisible();
});

test("disconnecting keeps the last way to sign in", async ({ page }, testInfo) => {
  test.slow();
  const email = uniqueEmail("google-only");
  await page.goto("/login");
  await providerButton(page, "Google").click();
  await signInAtGoogle(page, { email, name: "Noah Google" });
  await expect(page).toHaveURL(/\/$/);

  const settings = new SettingsPage(page);
  await settings.goto("connected");
  const disconnect = settings.panel.getByRole("button", { name: "Disconnect Google" });
  await expect(disconnect).toBeDisabled();
  await expect(settings.panel).toContainText("Your only way to sign in");
  await screens(page, testInfo, "connected-accounts");

  await settings.passwordTab.click();
  await settings.panel.getByLabel("Set Password").fill("Another#2024");
  await settings.panel.getByLabel("Confirm Password").fill("Another#2024");
  await settings.panel.getByRole("button", { name: "Set password" }).click();
  await expect(settings.panel.getByLabel("Current Password")).toBeVisible();

  await settings.connectedTab.click();
  await expect(disconnect).toBeEnabled();
  await disconnect.click();
  await expect(settings.panel.getByRole("link", { name: "Connect Google" })).toBeVisible();
});
