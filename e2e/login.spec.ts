import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { expectOnHome, expectToast, expectWelcomedHome } from "./support/site";

const EMAIL_MESSAGE = "Email is not in correct format";
const PASSWORD_MESSAGE =
  "Password must contain at least 8 characters, including 1 lowercase letter, 1 uppercase letter, 1 number, and 1 symbol";

/** Whose session the browser holds, as the API sees it. */
async function expectSessionOf(page: Page, who: { type: number; email: string }) {
  const me = await page.request.get("/api/v1/users/me");
  expect(await me.json()).toMatchObject(who);
}

test.describe("/login", () => {
  test("a User logs in, is welcomed, and sees their name in the header @phone", async ({
    page,
    loginPage,
    header,
    account,
  }) => {
    await loginPage.goto();
    await expect(loginPage.heading).toHaveText("Log in to Seers");
    await expect(loginPage.accountType).toHaveValue("0");
    await header.expectSignedOut();

    await loginPage.logIn(account);

    await expectWelcomedHome(page, account.name, "Login successful!");
  });

  test("a Seer logs in from /login?role=seer, in any letter case", async ({
    page,
    loginPage,
    seerAccount,
  }) => {
    for (const role of ["SEER", "Seer"]) {
      await loginPage.goto(`?role=${role}`);
      await expect(loginPage.accountType).toHaveValue("1");
    }
    await loginPage.goto("?role=seer");
    await expect(loginPage.accountType).toHaveValue("1");
    await loginPage.fill(seerAccount.email, seerAccount.password);
    await loginPage.submit.click();

    await expectWelcomedHome(page, seerAccount.name, "Login successful!");
  });

  test("Login stays disabled until the email and the password pass, with a message for each", async ({
    loginPage,
    account,
  }) => {
    await loginPage.goto();
    await expect(loginPage.submit).toBeDisabled();

    // An empty field left behind says nothing; a filled one is checked when it loses focus.
    await loginPage.email.focus();
    await loginPage.password.focus();
    await expect(loginPage.main.getByText(EMAIL_MESSAGE)).toBeHidden();

    await loginPage.email.fill("not-an-email");
    await loginPage.password.focus();
    await expect(loginPage.main.getByText(EMAIL_MESSAGE)).toBeVisible();
    await expect(loginPage.email).toHaveAttribute("aria-invalid", "true");

    await loginPage.password.fill("weakpass");
    await loginPage.email.focus();
    await expect(loginPage.main.getByText(PASSWORD_MESSAGE)).toBeVisible();
    await expect(loginPage.submit).toBeDisabled();

    // Fixing a field clears its message as the person types.
    await loginPage.email.fill(account.email);
    await expect(loginPage.main.getByText(EMAIL_MESSAGE)).toBeHidden();
    await expect(loginPage.submit).toBeDisabled();
    await loginPage.password.fill(account.password);
    await expect(loginPage.main.getByText(PASSWORD_MESSAGE)).toBeHidden();
    await expect(loginPage.submit).toBeEnabled();
  });

  test("a wrong password is refused with a toast and a message that stays in the form", async ({
    page,
    loginPage,
    header,
    account,
  }) => {
    await loginPage.goto();
    await loginPage.logIn({ ...account, password: "Wrong#Pass123" });

    await expectToast(page, "Login failed!", "Incorrect email or password");
    await expect(loginPage.alert).toHaveText("Incorrect email or password");
    await expect(page).toHaveURL(/\/login$/);
    await header.expectSignedOut();
    await expect(loginPage.submit).toBeEnabled();
  });

  test("a Seer who leaves the account type on User is signed in as the Seer @phone", async ({
    page,
    loginPage,
    seerAccount,
  }) => {
    await loginPage.goto();
    await expect(loginPage.accountType).toHaveValue("0");
    await loginPage.logIn({ ...seerAccount, type: 0 });

    await expectWelcomedHome(page, seerAccount.name, "Login successful!");
    // The session is the account's type, whatever the form said: a Seer's pages open as a Seer's.
    await expectSessionOf(page, { type: 1, email: seerAccount.email });
  });

  test("a User who picks Seer is signed in as the User, and goes on to next", async ({
    page,
    loginPage,
    header,
    account,
  }) => {
    await loginPage.goto(`?next=${encodeURIComponent("/bookings?tab=past")}`);
    await loginPage.logIn({ ...account, type: 1 });

    await expect(page).toHaveURL("/bookings?tab=past");
    await header.expectSignedInAs(account.name);
    await expectSessionOf(page, { type: 0, email: account.email });
  });

  test("the user logs out from the header menu and lands on /login @phone", async ({
    page,
    loginPage,
    header,
    account,
  }) => {
    await loginPage.goto();
    await loginPage.logIn(account);
    // On home first: /login's own header shows the name too, and a menu opened there closes
    // when the page moves on.
    await expectWelcomedHome(page, account.name);

    await header.logOut(account.name);

    await expect(page).toHaveURL(/\/login$/);
    await expect(loginPage.heading).toHaveText("Log in to Seers");
    await header.expectSignedOut();
    await expect(header.userMenu(account.name)).toBeHidden();
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain("access_token");
  });

  test("Demo Healer and Demo Seeker sign in to the demo accounts", async ({ page, loginPage }) => {
    const demos = [
      { button: loginPage.demoHealer, name: "Luna Rivers" },
      { button: loginPage.demoSeeker, name: "Sam Walker" },
    ];
    for (const demo of demos) {
      await page.context().clearCookies();
      await loginPage.goto();
      await demo.button.click();
      await expectWelcomedHome(page, demo.name, "Login successful!");
    }
  });

  test("a person can log in with the keyboard alone", async ({ page, loginPage, account }) => {
    await loginPage.goto();
    await expect(loginPage.heading).toBeVisible();
    // From the top of the page, Tab through the header to the first field of the form.
    await page.keyboard.press("Tab");
    for (let i = 0; i < 15; i++) {
      if (await loginPage.email.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    await expect(loginPage.email).toBeFocused();
    await page.keyboard.type(account.email);
    await page.keyboard.press("Tab");
    await expect(loginPage.password).toBeFocused();
    await page.keyboard.type(account.password);
    await page.keyboard.press("Enter");

    await expectWelcomedHome(page, account.name, "Login successful!");
  });

  test("the session cookie is httpOnly, Secure, SameSite=Lax, for the whole site, for one day", async ({
    page,
    loginPage,
    account,
  }) => {
    await loginPage.goto();
    await loginPage.logIn(account);
    await expectOnHome(page);

    expect(await page.evaluate(() => document.cookie)).not.toContain("access_token");
    const cookie = (await page.context().cookies()).find((c) => c.name === "access_token");
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
    const oneDayFromNow = Date.now() / 1000 + 24 * 60 * 60;
    expect(Math.abs((cookie?.expires ?? 0) - oneDayFromNow)).toBeLessThan(60);
  });
});
