import { seriousViolations } from "./support/a11y";
import { expect, test } from "./support/fixtures";
import { resetLinkFor } from "./support/mailbox";

const SCREENS: { path: string; ready: string }[] = [
  { path: "/login", ready: "Log in to Seers" },
  { path: "/signup", ready: "Join Seers" },
  { path: "/logindefault", ready: "Log in" },
  { path: "/signupdefault", ready: "Sign up" },
  { path: "/recover-password", ready: "Password Recovery" },
  { path: "/reset-password?token=not-a-real-token", ready: "Invalid token" },
  { path: "/reset-password", ready: "Invalid token" },
];

test.describe("accessibility of the sign-in screens", () => {
  for (const screen of SCREENS) {
    test(`${screen.path} has no serious or critical axe violation`, async ({ page }) => {
      await page.goto(screen.path);
      await expect(page.getByRole("heading", { level: 1, name: screen.ready })).toBeVisible();
      expect(await seriousViolations(page, screen.path)).toEqual([]);
    });
  }

  test("the reset form opened from a real recovery email", async ({ page, request, account }) => {
    const sent = await request.post(
      `/api/v1/password-recovery/${encodeURIComponent(account.email)}`,
    );
    expect(sent.status()).toBe(200);
    await page.goto(await resetLinkFor(account.email));
    await expect(page.getByRole("heading", { level: 1, name: "Reset Password" })).toBeVisible();
    expect(await seriousViolations(page, "/reset-password (valid link)")).toEqual([]);
  });

  test("the forgot-password panel, and the forms showing their errors", async ({
    page,
    loginPage,
    forgotPanel,
    templateSignup,
  }) => {
    await loginPage.goto();
    await loginPage.email.fill("bad");
    await loginPage.password.fill("bad");
    await loginPage.email.focus();
    await expect(loginPage.main.getByText("Email is not in correct format")).toBeVisible();
    const found = await seriousViolations(page, "/login with errors");

    await loginPage.forgotPassword.click();
    await expect(forgotPanel.heading).toBeVisible();
    found.push(...(await seriousViolations(page, "forgot-password panel")));

    await templateSignup.goto();
    await templateSignup.submit.click();
    await expect(templateSignup.main.getByText("Full Name is required")).toBeVisible();
    found.push(...(await seriousViolations(page, "/signupdefault with errors")));
    expect(found).toEqual([]);
  });
});
