import { newPerson } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { expectOnHome, expectToast } from "./support/site";

test.describe("/logindefault", () => {
  test("the password can be shown and hidden, and the links lead on", async ({
    page,
    templateLogin,
  }) => {
    await templateLogin.goto();
    await templateLogin.password.fill("Secret#123");
    await expect(templateLogin.password).toHaveAttribute("type", "password");

    await templateLogin.showPassword.click();
    await expect(templateLogin.password).toHaveAttribute("type", "text");
    await expect(templateLogin.hidePassword).toHaveAttribute("aria-pressed", "true");
    await templateLogin.hidePassword.click();
    await expect(templateLogin.password).toHaveAttribute("type", "password");
    await expect(templateLogin.showPassword).toBeVisible();

    await templateLogin.forgotPassword.click();
    await expect(page).toHaveURL(/\/recover-password$/);
    await expect(page.getByRole("heading", { name: "Password Recovery" })).toBeVisible();

    await templateLogin.goto();
    await templateLogin.signUp.click();
    await expect(page).toHaveURL(/\/signupdefault$/);
    await expect(page.getByRole("heading", { name: "Sign up", level: 1 })).toBeVisible();
  });

  test("each field says what is wrong when it loses focus", async ({ templateLogin }) => {
    await templateLogin.goto();
    const main = templateLogin.main;

    await templateLogin.email.focus();
    await templateLogin.password.focus();
    await expect(main.getByText("Username is required")).toBeVisible();
    await templateLogin.email.fill("not-an-email");
    await templateLogin.email.blur();
    await expect(main.getByText("Invalid email address")).toBeVisible();
    await expect(main.getByText("Password is required")).toBeVisible();

    await templateLogin.password.fill("short");
    await templateLogin.password.blur();
    await expect(main.getByText("Password must be at least 8 characters")).toBeVisible();
  });

  test("a wrong password is reported inline; the right one signs in", async ({
    page,
    templateLogin,
    header,
    account,
  }) => {
    await templateLogin.goto();
    await templateLogin.email.fill(account.email);
    await templateLogin.password.fill("Wrong#Pass123");
    await templateLogin.submit.click();
    await expect(templateLogin.alert).toHaveText("Incorrect email or password");
    await expect(page).toHaveURL(/\/logindefault$/);

    await templateLogin.password.fill(account.password);
    await templateLogin.submit.click();
    await expectOnHome(page);
    await header.expectSignedInAs(account.name);
  });
});

test.describe("/signupdefault", () => {
  test("each field says what is wrong", async ({ templateSignup }) => {
    await templateSignup.goto();
    const main = templateSignup.main;

    await templateSignup.submit.click();
    for (const message of [
      "Full Name is required",
      "Email is required",
      "Password is required",
      "Password confirmation is required",
    ]) {
      await expect(main.getByText(message, { exact: true })).toBeVisible();
    }

    await templateSignup.email.fill("not-an-email");
    await templateSignup.email.blur();
    await expect(main.getByText("Invalid email address")).toBeVisible();

    await templateSignup.password.fill("short");
    await templateSignup.password.blur();
    await expect(main.getByText("Password must be at least 8 characters")).toBeVisible();

    await templateSignup.password.fill("Longer#Pass1");
    await templateSignup.confirmPassword.fill("Longer#Pass2");
    await templateSignup.confirmPassword.blur();
    await expect(main.getByText("The passwords do not match")).toBeVisible();
  });

  test("a new account is created and ends on the home page, signed in", async ({
    page,
    templateSignup,
    header,
  }) => {
    const person = newPerson(0);
    await templateSignup.goto();
    await templateSignup.fullName.fill(person.name);
    await templateSignup.email.fill(person.email);
    await templateSignup.password.fill(person.password);
    await templateSignup.confirmPassword.fill(person.password);
    await templateSignup.submit.click();

    await expectToast(page, "Account created.", "Your account has been created successfully.");
    await expectOnHome(page);
    await header.expectSignedInAs(person.name);
  });
});

test.describe("/recover-password", () => {
  test("the email is checked, and Continue confirms the email is on its way", async ({
    page,
    recoverPage,
    account,
  }) => {
    await recoverPage.goto();
    await expect(recoverPage.heading).toBeVisible();

    await recoverPage.submit.click();
    await expect(recoverPage.main.getByText("Email is required")).toBeVisible();
    await recoverPage.email.fill("not-an-email");
    await recoverPage.email.blur();
    await expect(recoverPage.main.getByText("Invalid email address")).toBeVisible();

    await recoverPage.email.fill(account.email);
    await recoverPage.submit.click();
    await expectToast(
      page,
      "Email sent.",
      "We sent an email with a link to get back into your account.",
    );
    await expect(recoverPage.email).toHaveValue("");

    await recoverPage.main.getByRole("link", { name: "Back to log in" }).click();
    await expect(page).toHaveURL(/\/logindefault$/);
  });
});
