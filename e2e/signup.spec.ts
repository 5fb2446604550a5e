import { newPerson } from "./support/accounts";
import { BookingPanel } from "./support/booking-pages";
import { expect, test } from "./support/fixtures";
import { publishedSeer } from "./support/seers";
import { expectOnHome, expectToast, expectWelcomedHome } from "./support/site";

const EMAIL_MESSAGE = "Email is not in correct format";
const PASSWORD_MESSAGE =
  "Password must contain at least 8 characters, including 1 lowercase letter, 1 uppercase letter, 1 number, and 1 symbol";

test.describe("/signup", () => {
  test("a new User signs up and arrives home signed in @phone", async ({ page, signupPage }) => {
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

    await expectWelcomedHome(page, person.name, "Signup successful!");
  });

  test("a Seer signs up from /signup?role=seer with Seer already chosen, and lands on the listing @phone", async ({
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

    // A new Seer is led straight to the listing's first step, not left on the home page.
    await expectToast(page, "Signup successful!");
    await expect(page).toHaveURL(/\/listing\?step=about$/);
    await expect(
      page.getByRole("navigation", { name: "Listing steps" }).locator('[aria-current="step"]'),
    ).toContainText("About");
    await expect(page.getByRole("heading", { level: 1, name: "My listing" })).toBeVisible();
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

  test("a new seeker chooses a time, signs up from Log in to book, and comes back to it @phone", async ({
    page,
    playwright,
    request,
    signupPage,
    header,
  }) => {
    test.slow();
    const seer = await publishedSeer(playwright, request);
    const panel = new BookingPanel(page);
    await panel.goto(seer.slug);
    const time = await panel.choose(2, { day: 3, nth: 1 });
    await panel.logInToBook.click();
    await expect(page).toHaveURL(/\/login\?next=/);

    // New here: the way to Sign Up keeps the way back.
    await page.getByRole("main").getByRole("link", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/signup\?next=%2Fprofile%2F/);
    const person = newPerson(0);
    await signupPage.fillDetails(person);
    await signupPage.terms.check();
    await signupPage.submit.click();

    await expectToast(page, "Signup successful!");
    await expect(page).toHaveURL(new RegExp(`/profile/${seer.slug}\\?hours=2&date=.+&start=`));
    await header.expectSignedInAs(person.name);
    await expect(panel.hours).toHaveText("2");
    await expect(panel.timeGroup.getByRole("radio", { name: time, exact: true })).toBeChecked();
    await panel.bookNow.scrollIntoViewIfNeeded();
    await panel.bookNow.click();
    await expect(panel.sent).toBeVisible();
  });

  test("Log in and Sign Up lead to each other keeping next; a next off the site is dropped", async ({
    page,
    signupPage,
  }) => {
    const next = "/bookings?tab=past";
    const kept = `next=${encodeURIComponent(next)}`;
    await page.goto(`/login?${kept}`);
    await page.getByRole("main").getByRole("link", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(`/signup?${kept}`);
    await page.getByRole("main").getByRole("link", { name: "Log in" }).click();
    await expect(page).toHaveURL(`/login?${kept}`);

    // Another origin is never a way back: the links carry nothing and sign-up ends at home.
    await signupPage.goto(`?next=${encodeURIComponent("//evil.example/profile")}`);
    await expect(page.getByRole("main").getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      "/login",
    );
    await signupPage.fillDetails(newPerson(0));
    await signupPage.terms.check();
    await signupPage.submit.click();
    await expectToast(page, "Signup successful!");
    await expectOnHome(page);
  });
});

test.describe("/signupdefault", () => {
  test("keeps next through its Log In and Sign up links and lands the new account there", async ({
    page,
    templateLogin,
    templateSignup,
    header,
  }) => {
    const next = "/bookings?tab=past";
    const kept = `next=${encodeURIComponent(next)}`;
    await templateLogin.goto(`?${kept}`);
    await templateLogin.signUp.click();
    await expect(page).toHaveURL(`/signupdefault?${kept}`);
    await expect(templateSignup.main.getByRole("link", { name: "Log In" })).toHaveAttribute(
      "href",
      `/logindefault?${kept}`,
    );

    const person = newPerson(0);
    await templateSignup.fullName.fill(person.name);
    await templateSignup.email.fill(person.email);
    await templateSignup.password.fill(person.password);
    await templateSignup.confirmPassword.fill(person.password);
    await templateSignup.submit.click();

    await expect(page).toHaveURL(next);
    await expect(page.getByRole("heading", { level: 1, name: "My bookings" })).toBeVisible();
    await header.expectSignedInAs(person.name);
  });
});
