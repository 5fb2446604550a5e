/** The e2e `test`: page objects, and a fresh account per test made through the API. */
import { test as base, expect, type Page } from "@playwright/test";
import { type Account, createAccount } from "./accounts";
import { ForgotPasswordPanel, LoginPage, SignupPage } from "./auth-pages";
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
};

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
});

export { expect };

/**
 * Signs a browser context in the way /login does, through the BFF: the response's session
 * cookie lands in the page's context, so the next page load is signed in.
 */
export async function signInQuickly(page: Page, account: Account): Promise<void> {
  const response = await page.request.post("/api/auth/login", {
    data: { email: account.email, password: account.password, type: account.type },
  });
  expect(response.status(), await response.text()).toBe(200);
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).toContain("access_token");
}
