import { newPerson } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { expectOnHome, expectToast } from "./support/site";

const EMAIL_MESSAGE = "Email is not in correct format";
const PASSWORD_MESSAGE =
  "Password must contain at least 8 characters, including 1 lowercase letter, 1 uppercase letter, 1 number, and 1 symbol";

test.describe("/signup", () => {
  test("a new User signs up and arrives home signed in @phone", async ({
    page,
    signupPage,
    header,
  }) => {
    const person = newPerson(0);
    await signupPage.goto();
    await expect(signupPage.accountType).toHaveValue("0");
    await expect(signupPage.submit).toHaveText("Sign Up");
    await expect(signupPage.submit).toBeDisabled();

    await signupPage.fillDetails(person);
    // Everything but the terms: still disabled. The newsletter box is optional.
    await expect(signupPage.submit).toBeDisabled();
    await signupPage.terms.check();
    await expect(signupPage.submit).toBeEnabled();
    await signupPage.terms.uncheck();
    await expect(signupPage.submit).toBeDisabled();
    await signupPage.terms.check();
    await expect(signupPage.newsletter).not.toBeChecked();

    // Hold the request so the loading state can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/auth/signup", async (route) => {
      await held;
      await route.continue();
    });
    await signupPage.submit.click();
    await expect(signupPage.submit).toHaveText("Signing Up...");
    await expect(signupPage.submit).toBeDisabled();
    release();

    await expectToast(page, "Signup successful!");
    await expectOnHome(page);
    await header.expectSignedInAs(person.name);
  });

  test("a Seer signs up from /signup?role=seer with Seer already chosen", async ({
    page,
    signupPage,
    header,
  }) => {
    await signupPage.goto("?role=SEER");
    await expect(signupPage.accountType).toHaveValue("1");

    const person = newPerson(1);
    await signupPage.goto("?role=seer");
    await expect(signupPage.accountType).toHaveValue("1");
    await expect(signupPage.accountType.locator("option:checked")).toHaveText("Seer");
    await signupPage.fillDetails(person, "Singapore");
    await signupPage.terms.check();
    await signupPage.newsletter.check();
    await signupPage.submit.click();

    await expectToast(page, "Signup successful!");
    await expectOnHome(page);
    await header.expectSignedInAs(person.name);
    // The account really is a Seer's, in the country chosen.
    const me = await page.request.get("/api/v1/users/me");
    expect(await me.json()).toMatchObject({ type: 1, country: "Singapore", email: person.email });
  });

  test("the email and the password are checked when they lose focus", async ({ signupPage }) => {
    await signupPage.goto();
    const messages = signupPage.main;

    await signupPage.email.fill("someone@nowhere");
    await signupPage.password.focus();
    await expect(messages.getByText(EMAIL_MESSAGE)).toBeVisible();

    await signupPage.password.fill("short");
    await signupPage.country.focus();
    await expect(messages.getByText(PASSWORD_MESSAGE)).toBeVisible();

    await signupPage.email.fill("someone@nowhere.example");
    await signupPage.password.fill("Longer#Pass1");
    await expect(messages.getByText(EMAIL_MESSAGE)).toBeHidden();
    await expect(messages.getByText(PASSWORD_MESSAGE)).toBeHidden();
  });

  test("an email that already has an account is refused, with the reason kept on screen", async ({
    page,
    signupPage,
    header,
    account,
  }) => {
    await signupPage.goto();
    await signupPage.fillDetails({ ...newPerson(0), email: account.email });
    await signupPage.terms.check();
    await signupPage.submit.click();

    await expectToast(page, "Signup failed!");
    await expect(signupPage.alert).toHaveText(
      "The user with this email already exists in the system",
    );
    await expect(page).toHaveURL(/\/signup$/);
    await header.expectSignedOut();
  });
});
