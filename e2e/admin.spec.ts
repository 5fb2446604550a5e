/** /admin: superusers manage users; everyone else is refused (page and API). */
import { seriousViolationsInBothThemes } from "./support/a11y";
import { createAccount, PASSWORD, uniqueEmail } from "./support/accounts";
import { AdminPage, accountNav, ItemsPage, userForm } from "./support/app-pages";
import {
  apiAs,
  createItem,
  createUserAsAdmin,
  type ManagedUser,
  signIn,
  uniqueTitle,
} from "./support/app-session";
import { expect, test } from "./support/fixtures";
import { submittedSeer } from "./support/seers";
import { expectToast } from "./support/site";

test.describe("admin, as a superuser", () => {
  let me: ManagedUser;

  test.beforeEach(async ({ page, playwright }) => {
    me = await createUserAsAdmin(playwright, { superuser: true, fullName: "Head Seer" });
    await signIn(page, me);
  });

  test("the own row says You, with its actions disabled @phone", async ({ page }) => {
    const admin = new AdminPage(page);
    await admin.goto();
    const nav = await accountNav(page);
    await expect(nav.getByRole("link", { name: "Admin" })).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
    const row = await admin.findRow(me.email);
    await expect(row.getByText("You", { exact: true })).toBeVisible();
    await expect(row).toContainText("Head Seer");
    await expect(row).toContainText("Superuser");
    await expect(row).toContainText("Active");
    await expect(row.getByRole("button", { name: "Edit User" })).toBeDisabled();
    await expect(row.getByRole("button", { name: "Delete User" })).toBeDisabled();
  });

  test("the dashboard says what waits: listings to review, with the way to them @phone", async ({
    page,
    playwright,
    request,
  }) => {
    test.slow(); // a Seer submits a listing first, photo and all
    const seer = await submittedSeer(playwright, request);
    await seer.api.dispose();
    await page.goto("/dashboard");
    const waiting = page.getByRole("main").getByRole("region", { name: "Waiting for you" });
    await expect(waiting).toContainText(/[1-9]\d* listings? waiting for review/);
    const review = waiting.getByRole("link", { name: "Review listings" });
    await expect(review).toHaveAttribute("href", "/admin/listings");
    await review.click();
    await expect(page.getByRole("heading", { level: 1, name: "Listings Review" })).toBeVisible();
  });

  test("the Users table shows each account's type and filters by it @phone", async ({
    page,
    request,
  }) => {
    const seer = await createAccount(request, 1);
    const seeker = await createAccount(request, 0);
    const admin = new AdminPage(page);
    await admin.goto();
    await expect(admin.typeCell(await admin.findRow(seer.email))).toHaveText(/Seer$/);
    await expect(admin.typeCell(await admin.findRow(seeker.email))).toHaveText(/User$/);

    await admin.typeFilter.selectOption({ label: "Seers" });
    await expect(page).toHaveURL(/[?&]type=seer(&|$)/);
    await admin.findRow(seer.email);
    for (const row of await admin.rows.all()) await expect(admin.typeCell(row)).toHaveText(/Seer$/);

    await admin.typeFilter.selectOption({ label: "Users" });
    await expect(page).toHaveURL(/[?&]type=user(&|$)/);
    await admin.findRow(seeker.email);
    for (const row of await admin.rows.all()) await expect(admin.typeCell(row)).toHaveText(/User$/);

    // The filter lives in the address: a reload keeps it.
    await page.reload();
    await expect(admin.typeFilter).toHaveValue("user");
    await admin.typeFilter.selectOption({ label: "All accounts" });
    await expect(page).not.toHaveURL(/type=/);
  });

  test("add a user: every validation message, then the new row", async ({ page, playwright }) => {
    const admin = new AdminPage(page);
    await admin.goto();
    await admin.addUser.click();
    const dialog = admin.dialog("Add User");
    const form = userForm(dialog);
    await expect(form.active).toBeChecked();
    await expect(form.superuser).not.toBeChecked();

    await form.save.click();
    await expect(dialog.getByText("Email is required", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Password is required", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Please confirm your password", { exact: true })).toBeVisible();

    await form.email.fill("not-an-email");
    await form.email.blur();
    await expect(dialog.getByText("Invalid email address", { exact: true })).toBeVisible();
    await form.password.fill("short");
    await form.password.blur();
    await expect(
      dialog.getByText("Password must be at least 8 characters", { exact: true }),
    ).toBeVisible();
    await form.confirm.fill("different");
    await form.confirm.blur();
    await expect(dialog.getByText("The passwords do not match", { exact: true })).toBeVisible();

    const email = uniqueEmail("added");
    await form.email.fill(email);
    await form.fullName.fill("Ada Lune");
    await form.password.fill(PASSWORD);
    await form.confirm.fill(PASSWORD);
    await form.confirm.blur();
    await expect(dialog.getByText("The passwords do not match")).toHaveCount(0);
    await form.save.click();
    await expectToast(page, "Success!", "User created successfully.");
    await expect(dialog).toBeHidden();

    const row = await admin.findRow(email);
    await expect(row).toContainText("Ada Lune");
    await expect(row).toContainText("User");
    await expect(row).toContainText("Active");
    await expect(row.getByRole("button", { name: "Edit User" })).toBeEnabled();

    // The new account signs in with the password given.
    const api = await apiAs(playwright, { email, password: PASSWORD });
    await api.dispose();
  });

  test("edit a user: Save waits for a change; an empty password keeps the old one", async ({
    page,
    playwright,
  }) => {
    const member = await createUserAsAdmin(playwright);
    const admin = new AdminPage(page);
    await admin.goto();
    const row = await admin.findRow(member.email);
    await row.getByRole("button", { name: "Edit User" }).click();
    const dialog = admin.dialog("Edit User");
    const form = userForm(dialog);
    await expect(form.email).toHaveValue(member.email);
    await expect(form.fullName).toHaveValue(member.fullName);
    await expect(form.password).toHaveValue("");
    await expect(form.save).toBeDisabled();

    await form.email.fill("");
    await form.email.blur();
    await expect(dialog.getByText("Email is required", { exact: true })).toBeVisible();
    await form.email.fill(member.email);
    await form.password.fill("short");
    await form.password.blur();
    await expect(
      dialog.getByText("Password must be at least 8 characters", { exact: true }),
    ).toBeVisible();
    await form.password.fill("");
    await form.password.blur();

    await form.fullName.fill("Renamed Member");
    await form.superuser.check();
    await expect(form.save).toBeEnabled();
    await form.save.click();
    await expectToast(page, "Success!", "User updated successfully.");
    await expect(dialog).toBeHidden();
    await expect(admin.row(member.email)).toContainText("Renamed Member");
    await expect(admin.row(member.email)).toContainText("Superuser");

    // The password was left out of the change: the old one still works.
    const api = await apiAs(playwright, member);
    await api.dispose();
  });

  test("deactivate a user: their next request is refused", async ({
    page,
    browser,
    playwright,
  }) => {
    const member = await createUserAsAdmin(playwright);
    const theirContext = await browser.newContext();
    const theirPage = await theirContext.newPage();
    await signIn(theirPage, member);
    const theirItems = new ItemsPage(theirPage);
    await theirItems.goto();

    const admin = new AdminPage(page);
    await admin.goto();
    const row = await admin.findRow(member.email);
    await row.getByRole("button", { name: "Edit User" }).click();
    const form = userForm(admin.dialog("Edit User"));
    await form.active.uncheck();
    await form.save.click();
    await expectToast(page, "Success!", "User updated successfully.");
    await expect(admin.row(member.email)).toContainText("Inactive");

    const refused = await theirPage.request.get("/api/v1/items/");
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({ detail: "Inactive user" });
    await theirPage.reload();
    await expect(theirPage).not.toHaveURL(/\/items/);
    await expect(theirItems.heading).toHaveCount(0);
    await theirContext.close();
  });

  test("delete a user: asked first, and their items go with them", async ({ page, playwright }) => {
    const member = await createUserAsAdmin(playwright);
    const theirApi = await apiAs(playwright, member);
    const item = await createItem(theirApi, uniqueTitle("Their item"));
    expect((await page.request.get(`/api/v1/items/${item.id}`)).status()).toBe(200);

    const admin = new AdminPage(page);
    await admin.goto();
    const row = await admin.findRow(member.email);
    await row.getByRole("button", { name: "Delete User" }).click();
    const dialog = admin.dialog("Delete User");
    await expect(dialog).toContainText("All items associated with this user");
    await expect(dialog).toContainText("permanently deleted");
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expectToast(page, "Success", "The user was deleted successfully.");
    await expect(dialog).toBeHidden();
    await expect(admin.row(member.email)).toHaveCount(0);

    expect((await page.request.get(`/api/v1/items/${item.id}`)).status()).toBe(404);
    expect((await theirApi.get("/api/v1/items/")).status()).not.toBe(200);
    await theirApi.dispose();
  });

  test("a delete the server refuses says so", async ({ page, playwright }) => {
    const member = await createUserAsAdmin(playwright);
    const admin = new AdminPage(page);
    await admin.goto();
    await page.route(`**/api/v1/users/${member.id}`, (route) =>
      route.request().method() === "DELETE"
        ? route.fulfill({ status: 500, json: { detail: "boom" } })
        : route.continue(),
    );
    const row = await admin.findRow(member.email);
    await row.getByRole("button", { name: "Delete User" }).click();
    await admin.dialog("Delete User").getByRole("button", { name: "Delete", exact: true }).click();
    await expectToast(page, "An error occurred.", "An error occurred while deleting the user.");
  });

  test("no serious accessibility violations in light and dark, with a dialog open too", async ({
    page,
  }) => {
    test.slow();
    const admin = new AdminPage(page);
    await admin.goto();
    await admin.settled();
    const scan = async (label: string) => {
      expect(await seriousViolationsInBothThemes(page, label)).toEqual([]);
    };
    await scan("list");
    await admin.addUser.click();
    await userForm(admin.dialog("Add User")).save.click();
    await expect(admin.dialog("Add User").getByText("Email is required")).toBeVisible();
    await scan("add dialog with errors");
    await page.keyboard.press("Escape");
    await admin.goto("?type=seer");
    await admin.settled();
    await scan("Seers only");
    await page.goto("/dashboard");
    await expect(page.getByRole("region", { name: "Waiting for you" })).toBeVisible();
    await scan("dashboard");
  });
});

test.describe("admin, as a regular user", () => {
  test("no Admin link, and /admin shows the access-denied page @phone", async ({
    page,
    account,
  }) => {
    await signIn(page, account);
    await page.goto("/items");
    const nav = await accountNav(page);
    await expect(nav.getByRole("link", { name: "Items" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Admin" })).toHaveCount(0);
    await page.keyboard.press("Escape");

    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Access denied" })).toBeVisible();
    await expect(page.getByText("This area is for administrators only.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Users Management" })).toHaveCount(0);
    await expect(page).toHaveTitle(/Access denied/);
    expect((await page.request.get("/api/v1/users/")).status()).toBe(403);

    await page.getByRole("link", { name: "Back to the dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
