import { NEW_PASSWORD } from "./support/accounts";
import { baseURL } from "./support/e2e-env";
import { expect, test } from "./support/fixtures";
import { resetLinkFor } from "./support/mailbox";
import { expectOnHome, expectToast } from "./support/site";

test.describe("password reset through a real email", () => {
  test("the emailed link sets a new password once; the old password and the used link stop working", async ({
    page,
    loginPage,
    forgotPanel,
    resetPage,
    header,
    account,
  }) => {
    await loginPage.goto();
    await loginPage.forgotPassword.click();
    await forgotPanel.email.fill(account.email);
    await forgotPanel.send.click();
    await expectToast(page, "Email sent.");

    const link = await resetLinkFor(account.email);
    expect(link.startsWith(`${baseURL}/reset-password?token=`), link).toBe(true);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();

    // The form's own rules first.
    await resetPage.setPassword("short", "short");
    await expect(resetPage.main.getByText("Password must be at least 8 characters")).toBeVisible();
    await resetPage.setPassword(NEW_PASSWORD, `${NEW_PASSWORD}x`);
    await expect(resetPage.main.getByText("The passwords do not match")).toBeVisible();

    await resetPage.setPassword(NEW_PASSWORD);
    await expectToast(page, "Success!", "Password updated successfully.");
    await expect(page).toHaveURL(/\/login$/);

    await loginPage.logIn(account);
    await expectToast(page, "Login failed!");
    await expect(loginPage.alert).toHaveText("Incorrect email or password");

    await loginPage.logIn({ ...account, password: NEW_PASSWORD });
    await expectToast(page, "Login successful!");
    await expectOnHome(page);
    await header.expectSignedInAs(account.name);

    // Signed out again (the reset screen is for visitors), the same link is spent.
    await page.context().clearCookies();
    await page.goto(link);
    // A spent link is refused as the page opens, before anyone types a new password.
    await expect(resetPage.invalidToken).toBeVisible();
    await resetPage.newLink.click();
    await expect(page).toHaveURL(/\/recover-password$/);
  });

  test("/recover-password sends a link that works too", async ({
    page,
    recoverPage,
    resetPage,
    loginPage,
    header,
    account,
  }) => {
    await recoverPage.goto();
    await recoverPage.email.fill(account.email);
    await recoverPage.submit.click();
    await expectToast(page, "Email sent.");

    await page.goto(await resetLinkFor(account.email));
    await resetPage.setPassword(NEW_PASSWORD);
    await expectToast(page, "Success!", "Password updated successfully.");
    await expect(page).toHaveURL(/\/login$/);

    await loginPage.logIn({ ...account, password: NEW_PASSWORD });
    await expectOnHome(page);
    await header.expectSignedInAs(account.name);
  });

  test("/reset-password without a token says the link is invalid and offers a new one", async ({
    page,
    resetPage,
  }) => {
    await page.goto("/reset-password");
    await expect(resetPage.invalidToken).toBeVisible();
    await expect(resetPage.newPassword).toBeHidden();
    await expect(resetPage.newLink).toHaveAttribute("href", "/recover-password");
    await resetPage.newLink.click();
    await expect(page).toHaveURL(/\/recover-password$/);
  });
});
