import { expect, signInQuickly, test } from "./support/fixtures";

test.describe("dashboard", () => {
  test("greets the user and starts with empty saved coaches that point to Discover", async ({
    page,
    account,
  }) => {
    await signInQuickly(page, account);
    await page.goto("/dashboard");
    await expect(
      page.getByRole("heading", { level: 1, name: `Hi, ${account.name}` }),
    ).toBeVisible();
    await expect(page.getByText("Welcome back, nice to see you again!")).toBeVisible();
    const saved = page.getByRole("region", { name: "Saved coaches" });
    await expect(saved.getByRole("link", { name: "Discover coaches" })).toHaveAttribute(
      "href",
      "/discover",
    );
  });

  test("lists a saved coach with a link to the profile, and removes it", async ({
    page,
    account,
  }) => {
    await signInQuickly(page, account);
    const save = await page.request.put("/api/v1/users/me/saved-coaches/amara-okafor");
    expect(save.status()).toBe(200);

    await page.goto("/dashboard");
    const saved = page.getByRole("region", { name: "Saved coaches" });
    await expect(saved.getByRole("link", { name: "Amara Okafor" })).toHaveAttribute(
      "href",
      "/profile/amara-okafor",
    );
    await saved.getByRole("button", { name: "Remove Amara Okafor from saved coaches" }).click();
    await expect(saved.getByRole("link", { name: "Amara Okafor" })).toHaveCount(0);
    await page.reload();
    await expect(saved.getByRole("link", { name: "Discover coaches" })).toBeVisible();
  });

  // Reviews now stand on completed sessions: a written one is listed here in booking.spec.ts.
  test("Your reviews starts empty and says reviews come after a session", async ({
    page,
    account,
  }) => {
    await signInQuickly(page, account);
    await page.goto("/dashboard");
    const reviews = page.getByRole("region", { name: "Your reviews" });
    await expect(reviews).toContainText("After a session, share how it went");
    await expect(reviews.getByRole("listitem")).toHaveCount(0);
  });
});
