/**
 * The e2e `test`: page objects, a fresh account per test made through the API, a published Seer
 * on demand, and more signed-in browsers for the other people of a test.
 */
import { type BrowserContextOptions, test as base, expect, type Page } from "@playwright/test";
import { THEME_STORAGE_KEY } from "../../lib/theme";
import { type Account, type AccountType, createAccount } from "./accounts";
import { ForgotPasswordPanel, LoginPage, SignupPage } from "./auth-pages";
import { type PublishedSeer, publishedSeer } from "./seers";
import { Header } from "./site";
import {
  RecoverPasswordPage,
  ResetPasswordPage,
  TemplateLoginPage,
  TemplateSignupPage,
} from "./template-pages";

type Fixtures = {
  header: Header;
  loginPage: LoginPage;
  forgotPanel: ForgotPasswordPanel;
  signupPage: SignupPage;
  templateLogin: TemplateLoginPage;
  templateSignup: TemplateSignupPage;
  recoverPage: RecoverPasswordPage;
  resetPage: ResetPasswordPage;
  /** A User (type 0) account of this test's own, not signed in. */
  account: Account;
  /** A Seer (type 1) account of this test's own, not signed in. */
  seerAccount: Account;
  /** A published Seer of this test's own (Europe/Paris, open every day), made on first use. */
  seer: PublishedSeer;
  /**
   * A page in a browser context of its own, signed in as `who` (another person of the test):
   * the context takes `options` (a device, a time zone) and the theme; it is closed after the test.
   */
  pageFor: (who: SignIn, options?: PageOptions) => Promise<Page>;
};

/** Who signs in: an account, or the email and password of a superuser made elsewhere. */
export type SignIn = { email: string; password: string; type?: AccountType };
export type PageOptions = BrowserContextOptions & { theme?: "light" | "dark" };

export const test = base.extend<Fixtures>({
  header: async ({ page }, use) => use(new Header(page)),
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  forgotPanel: async ({ page }, use) => use(new ForgotPasswordPanel(page)),
  signupPage: async ({ page }, use) => use(new SignupPage(page)),
  templateLogin: async ({ page }, use) => use(new TemplateLoginPage(page)),
  templateSignup: async ({ page }, use) => use(new TemplateSignupPage(page)),
  recoverPage: async ({ page }, use) => use(new RecoverPasswordPage(page)),
  resetPage: async ({ page }, use) => use(new ResetPasswordPage(page)),
  account: async ({ request }, use) => use(await createAccount(request, 0)),
  seerAccount: async ({ request }, use) => use(await createAccount(request, 1)),
  seer: async ({ playwright, request }, use) => {
    const seer = await publishedSeer(playwright, request);
    await use(seer);
    await seer.api.dispose();
  },
  pageFor: async ({ browser }, use) => {
    const opened: Page[] = [];
    await use(async (who, { theme, ...options } = {}) => {
      const page = await (await browser.newContext(options)).newPage();
      opened.push(page);
      if (theme) {
        await page.addInitScript(
          ([key, value]) => localStorage.setItem(key as string, value as string),
          [THEME_STORAGE_KEY, theme],
        );
      }
      await signInQuickly(page, who);
      return page;
    });
    for (const page of opened) await page.context().close();
  },
});

export { expect };

/**
 * Signs a browser context in the way /login does, through the BFF: the response's session
 * cookie lands in the page's context, so the next page load is signed in.
 */
export async function signInQuickly(page: Page, who: SignIn): Promise<void> {
  const response = await page.request.post("/api/auth/login", {
    data: { email: who.email, password: who.password, type: who.type },
  });
  expect(response.status(), await response.text()).toBe(200);
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).toContain("access_token");
}
