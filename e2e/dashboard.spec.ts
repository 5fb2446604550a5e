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

  test("lists the reviews the user wrote", async ({ page, account }) => {
    await signInQuickly(page, account);
    // A coach no other spec counts ratings of: stored reviews change a coach's figures for everyone.
    const review = await page.request.post("/api/v1/coaches/kwame-mensah/reviews", {
      data: { rating: 4, title: "Steady and kind", body: "He helped me slow down." },
    });
    expect(review.status()).toBe(200);
    await page.goto("/dashboard");
    const reviews = page.getByRole("region", { name: "Your reviews" });
    await expect(reviews.getByRole("link", { name: "Kwame Mensah" })).toBeVisible();
    await expect(reviews.getByText("He helped me slow down.")).toBeVisible();
    await expect(reviews.getByText("4 out of 5 stars")).toBeAttached();
  });
});
