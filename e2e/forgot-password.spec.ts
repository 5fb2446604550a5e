import { expect, test } from "./support/fixtures";
import { expectToast } from "./support/site";

test.describe("/login forgot-password panel", () => {
  test("Forgot Password? opens the panel and Cancel returns to the login form", async ({
    page,
    loginPage,
    forgotPanel,
  }) => {
    await loginPage.goto();
    await loginPage.forgotPassword.click();

    await expect(forgotPanel.heading).toBeVisible();
    await expect(forgotPanel.instructions).toBeVisible();
    await expect(loginPage.submit).toBeHidden();
    await expect(forgotPanel.send).toBeDisabled();

    await forgotPanel.email.fill("not-an-email");
    await forgotPanel.email.blur();
    await expect(page.getByRole("main").getByText("Email is not in correct format")).toBeVisible();

    await forgotPanel.cancel.click();
    await expect(loginPage.heading).toHaveText("Log in to Seers");
    await expect(forgotPanel.heading).toBeHidden();
    await expect(loginPage.submit).toBeVisible();
  });

  test("Send Email confirms that a link is on its way", async ({
    page,
    loginPage,
    forgotPanel,
    account,
  }) => {
    await loginPage.goto();
    await loginPage.forgotPassword.click();
    await forgotPanel.email.fill(account.email);
    await forgotPanel.send.click();

    await expectToast(
      page,
      "Email sent.",
      "We sent an email with a link to get back into your account.",
    );
    // The panel closes back to the login form.
    await expect(loginPage.heading).toHaveText("Log in to Seers");
  });
});
