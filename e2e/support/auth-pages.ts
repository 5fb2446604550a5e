/** Page objects for the marketplace's /login (with its forgot-password panel) and /signup. */
import type { Locator, Page } from "@playwright/test";
import type { Account, AccountType } from "./accounts";

/** The form's own alert, not Next's route announcer (which also has role=alert). */
function formAlert(form: Locator): Locator {
  return form.getByRole("alert");
}

export class LoginPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly form: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly accountType: Locator;
  readonly submit: Locator;
  readonly forgotPassword: Locator;
  readonly alert: Locator;
  readonly demoHealer: Locator;
  readonly demoSeeker: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.heading = this.main.getByRole("heading", { level: 1 });
    this.form = this.main.locator("form");
    this.email = this.main.getByLabel("Email address");
    this.password = this.main.getByLabel("Password", { exact: true });
    this.accountType = this.main.getByLabel("Account type");
    this.submit = this.main.getByRole("button", { name: "Login", exact: true });
    this.forgotPassword = this.main.getByRole("button", { name: "Forgot Password?" });
    this.alert = formAlert(this.form);
    this.demoHealer = this.main.getByRole("button", { name: "Demo Healer" });
    this.demoSeeker = this.main.getByRole("button", { name: "Demo Seeker" });
  }

  async goto(query = ""): Promise<void> {
    await this.page.goto(`/login${query}`);
  }

  async fill(email: string, password: string, type?: AccountType): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    if (type !== undefined) await this.accountType.selectOption(String(type));
  }

  async logIn(account: Pick<Account, "email" | "password" | "type">): Promise<void> {
    await this.fill(account.email, account.password, account.type);
    await this.submit.click();
  }
}

/** The forgot-password panel that "Forgot Password?" opens in place of the login form. */
export class ForgotPasswordPanel {
  readonly heading: Locator;
  readonly instructions: Locator;
  readonly email: Locator;
  readonly send: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole("main");
    this.heading = main.getByRole("heading", { name: "Update your password" });
    this.instructions = main.getByText("Enter your email address and select Send Email");
    this.email = main.getByLabel("Email address");
    this.send = main.getByRole("button", { name: "Send Email" });
    this.cancel = main.getByRole("button", { name: "Cancel" });
  }
}

export class SignupPage {
  readonly main: Locator;
  readonly form: Locator;
  readonly firstname: Locator;
  readonly lastname: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly country: Locator;
  readonly accountType: Locator;
  readonly terms: Locator;
  readonly newsletter: Locator;
  readonly submit: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.form = this.main.locator("form");
    this.firstname = this.main.getByLabel("First name");
    this.lastname = this.main.getByLabel("Last name");
    this.email = this.main.getByLabel("Email address");
    this.password = this.main.getByLabel("Password", { exact: true });
    this.country = this.main.getByLabel("Country");
    this.accountType = this.main.getByLabel("Account type");
    this.terms = this.main.getByRole("checkbox", { name: /accept the Terms of Service/ });
    this.newsletter = this.main.getByRole("checkbox", { name: /Send me news/ });
    this.submit = this.main.getByRole("button", { name: /^Sign(ing)? Up/ });
    this.alert = formAlert(this.form);
  }

  async goto(query = ""): Promise<void> {
    await this.page.goto(`/signup${query}`);
  }

  /** Fills name, email, password and country; the account type and the boxes are the caller's. */
  async fillDetails(account: Account, country = "Canada"): Promise<void> {
    await this.firstname.fill(account.firstname);
    await this.lastname.fill(account.lastname);
    await this.email.fill(account.email);
    await this.password.fill(account.password);
    await this.country.selectOption(country);
  }
}
