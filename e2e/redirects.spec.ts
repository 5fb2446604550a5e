import { AUTH_PAGES } from "../lib/site-pages.mjs";
import { expect, signInQuickly, test } from "./support/fixtures";
import { expectOnHome } from "./support/site";

test.describe("who may see which page", () => {
  test("a signed-in user opening any sign-in screen is sent home", async ({
    page,
    header,
    account,
  }) => {
    await signInQuickly(page, account);
    for (const path of AUTH_PAGES) {
      await page.goto(path);
      await expectOnHome(page);
    }
    await header.expectSignedInAs(account.name);
  });

  test("a signed-in user opening a sign-in screen with a next goes on there", async ({
    page,
    account,
  }) => {
    await signInQuickly(page, account);
    await page.goto(`/signup?next=${encodeURIComponent("/bookings?tab=past")}`);
    await expect(page).toHaveURL("/bookings?tab=past");
    // Never on to another sign-in screen or another site: home instead.
    for (const next of ["/login", "//evil.example"]) {
      await page.goto(`/signupdefault?next=${encodeURIComponent(next)}`);
      await expectOnHome(page);
    }
  });

  test("a visitor opening /dashboard logs in first, then lands on the dashboard", async ({
    page,
    loginPage,
    header,
    account,
  }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
    await expect(loginPage.heading).toHaveText("Log in to Seers");

    await loginPage.logIn(account);

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hi, ${account.name}`);
    // A first login just after the account was made: welcomed, not welcomed "back".
    await expect(page.getByText("Welcome to Seers, glad you are here!")).toBeVisible();
    await header.expectSignedInAs(account.name);
  });

  for (const next of ["https://evil.example", "//evil.example"]) {
    test(`a next of ${next} ends on this site's home page`, async ({
      page,
      baseURL,
      loginPage,
      header,
      account,
    }) => {
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await loginPage.logIn(account);
      await expectOnHome(page);
      expect(page.url()).toBe(`${baseURL}/`);
      await header.expectSignedInAs(account.name);
    });
  }

  test("an invalid session cookie counts as signed out and is cleared", async ({
    page,
    context,
    baseURL,
    loginPage,
    header,
  }) => {
    await context.addCookies([{ name: "access_token", value: "garbage", url: baseURL }]);

    await page.goto("/login");
    await expect(page).toHaveURL(/\/login$/);
    await expect(loginPage.heading).toHaveText("Log in to Seers");
    await header.expectSignedOut();
    expect((await context.cookies()).map((c) => c.name)).not.toContain("access_token");

    await context.addCookies([{ name: "access_token", value: "garbage", url: baseURL }]);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
    expect((await context.cookies()).map((c) => c.name)).not.toContain("access_token");
  });
});
