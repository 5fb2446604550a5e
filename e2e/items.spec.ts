/** /items: the signed-in user's items, paged five at a time, added, edited and deleted in dialogs. */
import { THEME_STORAGE_KEY } from "../lib/theme";
import { seriousViolationsInBothThemes } from "./support/a11y";
import { ItemsPage } from "./support/app-pages";
import { createItem, signIn, uniqueTitle } from "./support/app-session";
import { expect, test } from "./support/fixtures";
import { expectToast } from "./support/site";

/** A response held back until the test has looked at the page meanwhile, then let go. */
function held() {
  let release = () => {};
  const until = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { until, release };
}

test.describe("items", () => {
  test.beforeEach(async ({ page, account }) => {
    await signIn(page, account);
  });

  test("a new user sees the empty state and adds an item without a description (N/A)", async ({
    page,
  }) => {
    const items = new ItemsPage(page);
    await items.goto();
    await expect(items.main.getByText("You don't have any items yet")).toBeVisible();

    const title = uniqueTitle("Moon journal");
    await items.add(title);
    await expectToast(page, "Success!", "Item created successfully.");
    const row = items.row(title);
    await expect(row.getByRole("cell").nth(2)).toHaveText(/N\/A/);
    await expect(items.main.getByText("You don't have any items yet")).toHaveCount(0);
  });

  test("the add form explains what is missing and resets after success", async ({ page }) => {
    const items = new ItemsPage(page);
    await items.goto();
    await items.addItem.click();
    const dialog = items.dialog("Add Item");
    const title = dialog.getByLabel("Title");

    // Validated on blur, and again on submit.
    await title.focus();
    await title.blur();
    await expect(dialog.getByText("Title is required.", { exact: true })).toBeVisible();
    await expect(title).toHaveAttribute("aria-invalid", "true");
    await title.fill("   ");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Title is required.", { exact: true })).toBeVisible();
    await expect(dialog).toBeVisible();

    const name = uniqueTitle("Crystal list");
    await title.fill(name);
    await dialog.getByLabel("Description").fill("Amethyst, rose quartz");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Success!", "Item created successfully.");
    await expect(dialog).toBeHidden();
    await expect(items.row(name)).toContainText("Amethyst, rose quartz");

    // Opening it again starts empty.
    await items.addItem.click();
    await expect(items.dialog("Add Item").getByLabel("Title")).toHaveValue("");
    await expect(items.dialog("Add Item").getByLabel("Description")).toHaveValue("");
    await page.keyboard.press("Escape");
    await expect(items.dialog("Add Item")).toBeHidden();
    // Focus goes back to the button that opened the dialog.
    await expect(items.addItem).toBeFocused();
  });

  test("six items make two pages; the page number lives in the URL @phone", async ({ page }) => {
    test.slow();
    const titles: string[] = [];
    // Made through the API (adding through the form is the tests above): the form's "Success!"
    // toast would lie over the pager on a phone, and a pointer resting on a toast keeps it there.
    for (let i = 1; i <= 6; i += 1) {
      titles.push((await createItem(page.request, uniqueTitle(`Ritual ${i}`), `Step ${i}`)).title);
    }
    const items = new ItemsPage(page);
    await items.goto();

    // Newest first: items 6..2 on page 1, item 1 on page 2.
    await items.settled();
    await expect(items.rows).toHaveCount(5);
    await expect(items.pageLabel(1)).toBeVisible();
    await expect(items.previous).toBeDisabled();
    await expect(items.next).toBeEnabled();
    await expect(items.rows.first()).toContainText(titles[5] as string);

    await items.next.click();
    await expect(page).toHaveURL(/\/items\?page=2$/);
    await expect(items.pageLabel(2)).toBeVisible();
    await expect(items.rows).toHaveCount(1);
    await expect(items.rows.first()).toContainText(titles[0] as string);
    await expect(items.next).toBeDisabled();
    await expect(items.previous).toBeEnabled();

    // Back returns to page 1; a reload keeps page 2.
    await page.goBack();
    await expect(page).toHaveURL(/\/items(\?page=1)?$/);
    await expect(items.pageLabel(1)).toBeVisible();
    await expect(items.rows).toHaveCount(5);
    await page.goForward();
    await expect(items.pageLabel(2)).toBeVisible();
    await page.reload();
    await expect(items.pageLabel(2)).toBeVisible();
    await expect(items.rows).toHaveCount(1);
    await items.previous.click();
    await expect(items.pageLabel(1)).toBeVisible();

    // A page that is not a whole number from 1 is page 1.
    for (const bad of ["abc", "0", "-3", "1.5"]) {
      await items.goto(`?page=${bad}`);
      await expect(items.pageLabel(1)).toBeVisible();
      await expect(items.rows).toHaveCount(5);
    }
  });

  test("the next page is fetched ahead; an unfetched page dims the old rows until it loads", async ({
    page,
  }) => {
    for (let i = 1; i <= 6; i += 1) await createItem(page.request, uniqueTitle(`Chant ${i}`));
    const prefetched = page.waitForRequest((r) =>
      r.url().includes("/api/v1/items/?skip=5&limit=5"),
    );
    const items = new ItemsPage(page);
    await items.goto();
    await prefetched;

    // Page 2 is in the cache: its rows show at once, though its revalidation is held back
    // (until the test lets it go, not for a fixed time).
    const revalidation = held();
    await page.route("**/api/v1/items/?skip=5&limit=5", async (route) => {
      await revalidation.until;
      await route.continue();
    });
    await items.next.click();
    await expect(items.pageLabel(2)).toBeVisible();
    await expect(items.rows).toHaveCount(1, { timeout: 2000 });
    revalidation.release();
    await page.unrouteAll({ behavior: "ignoreErrors" });

    // Opened at page 2, page 1 is not cached: while it loads, page 2's row stays, dimmed.
    await items.goto("?page=2");
    await items.settled();
    const pageOne = held();
    await page.route("**/api/v1/items/?skip=0&limit=5", async (route) => {
      await pageOne.until;
      await route.continue();
    });
    await items.previous.click();
    const body = items.table.getByRole("rowgroup").last();
    await expect(items.pageLabel(1)).toBeVisible();
    await expect(body).toHaveAttribute("aria-busy", "true");
    await expect(body).toHaveClass(/opacity-50/);
    await expect(items.rows).toHaveCount(1);
    pageOne.release();
    await expect(items.rows).toHaveCount(5);
    await expect(body).not.toHaveAttribute("aria-busy", "true");
  });

  test("edit: Save waits for a change, the title is required, the row updates", async ({
    page,
  }) => {
    const item = await createItem(page.request, uniqueTitle("Tarot spread"), "Three cards");
    const items = new ItemsPage(page);
    await items.goto();
    const row = items.row(item.title);
    await row.getByRole("button", { name: "Edit Item" }).click();
    const dialog = items.dialog("Edit Item");
    const title = dialog.getByLabel("Title");
    const save = dialog.getByRole("button", { name: "Save" });
    await expect(title).toHaveValue(item.title);
    await expect(dialog.getByLabel("Description")).toHaveValue("Three cards");
    await expect(save).toBeDisabled();

    await title.fill("");
    await title.blur();
    await expect(dialog.getByText("Title is required", { exact: true })).toBeVisible();

    const renamed = uniqueTitle("Celtic cross");
    await title.fill(renamed);
    await expect(save).toBeEnabled();
    await save.click();
    await expectToast(page, "Success!", "Item updated successfully.");
    await expect(dialog).toBeHidden();
    await expect(items.row(renamed)).toContainText("Three cards");
    await expect(items.row(item.title)).toHaveCount(0);

    // Clearing the description shows N/A.
    await items.row(renamed).getByRole("button", { name: "Edit Item" }).click();
    await items.dialog("Edit Item").getByLabel("Description").fill("");
    await items.dialog("Edit Item").getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Success!", "Item updated successfully.");
    await expect(items.row(renamed).getByRole("cell").nth(2)).toHaveText(/N\/A/);
  });

  test("delete asks first, then removes the item", async ({ page }) => {
    const keep = await createItem(page.request, uniqueTitle("Keep"));
    const drop = await createItem(page.request, uniqueTitle("Drop"));
    const items = new ItemsPage(page);
    await items.goto();

    await items.row(drop.title).getByRole("button", { name: "Delete Item" }).click();
    let dialog = items.dialog("Delete Item");
    await expect(dialog).toContainText("permanently deleted");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(items.row(drop.title)).toHaveCount(1);

    await items.row(drop.title).getByRole("button", { name: "Delete Item" }).click();
    dialog = items.dialog("Delete Item");
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expectToast(page, "Success", "The item was deleted successfully.");
    await expect(dialog).toBeHidden();
    await expect(items.row(drop.title)).toHaveCount(0);
    await expect(items.row(keep.title)).toHaveCount(1);
    // The focused button went with its row: focus moves to the page's heading.
    await expect(items.heading).toBeFocused();
  });

  test("a delete the server refuses says so", async ({ page }) => {
    const item = await createItem(page.request, uniqueTitle("Stubborn"));
    const items = new ItemsPage(page);
    await items.goto();
    await page.route(`**/api/v1/items/${item.id}`, (route) =>
      route.request().method() === "DELETE"
        ? route.fulfill({ status: 500, json: { detail: "boom" } })
        : route.continue(),
    );
    await items.row(item.title).getByRole("button", { name: "Delete Item" }).click();
    await items.dialog("Delete Item").getByRole("button", { name: "Delete", exact: true }).click();
    await expectToast(page, "An error occurred.", "An error occurred while deleting the item.");
    // The dialog stays open to try again; cancelled, the item is still there.
    await items.dialog("Delete Item").getByRole("button", { name: "Cancel" }).click();
    await expect(items.row(item.title)).toHaveCount(1);
  });

  test("a create the server refuses shows its message", async ({ page }) => {
    const items = new ItemsPage(page);
    await items.goto();
    await page.route("**/api/v1/items/", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 422, json: { detail: [{ msg: "Title is too mystical" }] } })
        : route.continue(),
    );
    await items.addItem.click();
    const dialog = items.dialog("Add Item");
    await dialog.getByLabel("Title").fill("Anything");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Error", "Title is too mystical");
    await expect(dialog).toBeVisible();
  });

  test("a list that fails to load offers Try again", async ({ page }) => {
    const item = await createItem(page.request, uniqueTitle("Patience"));
    let fail = true;
    await page.route("**/api/v1/items/?skip=0&limit=5", (route) =>
      fail
        ? route.fulfill({ status: 500, json: { detail: "The stars are not aligned" } })
        : route.continue(),
    );
    await page.goto("/items");
    await expect(page.getByText("We couldn't load your items.")).toBeVisible();
    await expect(page.getByText("The stars are not aligned")).toBeVisible();
    fail = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(new ItemsPage(page).row(item.title)).toHaveCount(1);
  });

  test("no serious accessibility violations in light and dark, with a dialog open too @phone", async ({
    page,
  }) => {
    test.slow();
    // Loaded in the dark theme a visitor chose (kept in storage); each scan covers light too.
    await page.addInitScript((key) => localStorage.setItem(key, "dark"), THEME_STORAGE_KEY);
    await createItem(page.request, uniqueTitle("Aura notes"), "Colours seen today");
    await createItem(page.request, uniqueTitle("Plain"));
    const items = new ItemsPage(page);
    await items.goto();
    await items.settled();
    await expect(page.locator("html")).toHaveClass(/dark/);
    const scan = async (label: string) => {
      expect(await seriousViolationsInBothThemes(page, label)).toEqual([]);
    };
    await scan("list");
    await items.addItem.click();
    const title = items.dialog("Add Item").getByLabel("Title");
    await title.focus();
    await title.blur();
    await expect(items.dialog("Add Item").getByText("Title is required.")).toBeVisible();
    await scan("add dialog with an error");
    await page.keyboard.press("Escape");
    await items.rows.first().getByRole("button", { name: "Delete Item" }).click();
    await scan("delete dialog");
  });
});
