/** Page objects for the template's screens: /logindefault, /signupdefault, /recover-password, /reset-password. */
import type { Locator, Page } from "@playwright/test";

export class TemplateLoginPage {
  readonly main: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly showPassword: Locator;
  readonly hidePassword: Locator;
  readonly submit: Locator;
  readonly alert: Locator;
  readonly forgotPassword: Locator;
  readonly signUp: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.email = this.main.getByLabel("Email", { exact: true });
    this.password = this.main.getByLabel("Password", { exact: true });
    this.showPassword = this.main.getByRole("button", { name: "Show password" });
    this.hidePassword = this.main.getByRole("button", { name: "Hide password" });
    this.submit = this.main.getByRole("button", { name: "Log In", exact: true });
    this.alert = this.main.locator("form").getByRole("alert");
    this.forgotPassword = this.main.getByRole("link", { name: "Forgot password?" });
    this.signUp = this.main.getByRole("link", { name: "Sign up", exact: true });
  }

  async goto(query = ""): Promise<void> {
    await this.page.goto(`/logindefault${query}`);
  }
}

export class TemplateSignupPage {
  readonly main: Locator;
  readonly fullName: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.fullName = this.main.getByLabel("Full Name");
    this.email = this.main.getByLabel("Email", { exact: true });
    this.password = this.main.getByLabel("Password", { exact: true });
    this.confirmPassword = this.main.getByLabel("Confirm Password", { exact: true });
    this.submit = this.main.getByRole("button", { name: "Sign Up", exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto("/signupdefault");
  }
}

export class RecoverPasswordPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly email: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.heading = this.main.getByRole("heading", { name: "Password Recovery" });
    this.email = this.main.getByLabel("Email", { exact: true });
    this.submit = this.main.getByRole("button", { name: "Continue" });
  }

  async goto(): Promise<void> {
    await this.page.goto("/recover-password");
  }
}

export class ResetPasswordPage {
  readonly main: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly submit: Locator;
  readonly invalidToken: Locator;
  readonly newLink: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.newPassword = this.main.getByLabel("Set Password", { exact: true });
    this.confirmPassword = this.main.getByLabel("Confirm Password", { exact: true });
    this.submit = this.main.getByRole("button", { name: "Reset Password" });
    this.invalidToken = this.main.getByRole("heading", { name: "Invalid token" });
    this.newLink = this.main.getByRole("link", { name: "Send me a new link" });
  }

  async setPassword(password: string, confirmation = password): Promise<void> {
    await this.newPassword.fill(password);
    await this.confirmPassword.fill(confirmation);
    await this.submit.click();
  }
}
