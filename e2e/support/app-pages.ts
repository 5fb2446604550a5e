/** Page objects for the signed-in area's /items and /admin screens. */
import { expect, type Locator, type Page } from "@playwright/test";

/** The sidebar's links; on a phone they live in the drawer that "Open menu" opens. */
export async function accountNav(page: Page): Promise<Locator> {
  const open = page.getByRole("button", { name: "Open menu" });
  if (await open.isVisible()) await open.click();
  return page.getByRole("navigation", { name: "Account" });
}

class PagedList {
  readonly main: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly pager: Locator;
  readonly previous: Locator;
  readonly next: Locator;

  constructor(
    readonly page: Page,
    pagerName: string,
  ) {
    this.main = page.getByRole("main");
    this.table = this.main.getByRole("table");
    // Data rows only: the header row holds column headers, not cells.
    this.rows = this.table.getByRole("row").filter({ has: page.getByRole("cell") });
    this.pager = this.main.getByRole("navigation", { name: pagerName });
    this.previous = this.pager.getByRole("button", { name: "Previous" });
    this.next = this.pager.getByRole("button", { name: "Next" });
  }

  pageLabel(n: number): Locator {
    return this.pager.getByText(`Page ${n}`, { exact: true });
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  dialog(name: string): Locator {
    return this.page.getByRole("dialog", { name });
  }

  /** The table has loaded and shows no stale rows. */
  async settled(): Promise<void> {
    await expect(this.table).toBeVisible();
    await expect(this.table.getByRole("rowgroup").last()).not.toHaveAttribute("aria-busy", "true");
  }

  /**
   * The row holding `text`, paging forward from where the list is: lists are newest first,
   * so rows that other tests add meanwhile can only push it to a later page.
   */
  async findRow(text: string, maxPages = 15): Promise<Locator> {
    for (let i = 0; i < maxPages; i += 1) {
      await this.settled();
      const row = this.row(text);
      if ((await row.count()) > 0) return row;
      if (!(await this.next.isEnabled())) break;
      const label = await this.pager.getByText(/^Page \d+$/).textContent();
      const current = Number(label?.replace("Page ", ""));
      await this.next.click();
      await expect(this.pageLabel(current + 1)).toBeVisible();
    }
    throw new Error(`no row with "${text}" in the list`);
  }
}

export class ItemsPage extends PagedList {
  readonly heading: Locator;
  readonly addItem: Locator;

  constructor(page: Page) {
    super(page, "Items pages");
    this.heading = this.main.getByRole("heading", { level: 1, name: "Items Management" });
    this.addItem = this.main.getByRole("button", { name: "Add Item" });
  }

  async goto(query = ""): Promise<void> {
    await this.page.goto(`/items${query}`);
    await expect(this.heading).toBeVisible();
  }

  /** Adds an item through the dialog and waits for it to close. */
  async add(title: string, description?: string): Promise<void> {
    await this.addItem.click();
    const dialog = this.dialog("Add Item");
    await dialog.getByLabel("Title").fill(title);
    if (description !== undefined) await dialog.getByLabel("Description").fill(description);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
  }
}

export class AdminPage extends PagedList {
  readonly heading: Locator;
  readonly addUser: Locator;
  readonly typeFilter: Locator;

  constructor(page: Page) {
    super(page, "Users pages");
    this.heading = this.main.getByRole("heading", { level: 1, name: "Users Management" });
    this.addUser = this.main.getByRole("button", { name: "Add User" });
    this.typeFilter = this.main.getByRole("combobox", { name: "Account type" });
  }

  /** A row's account type (Seer or User): its fourth cell. */
  typeCell(row: Locator): Locator {
    return row.getByRole("cell").nth(3);
  }

  async goto(query = ""): Promise<void> {
    await this.page.goto(`/admin${query}`);
    await expect(this.heading).toBeVisible();
  }
}

/** The add-user and edit-user dialogs' fields. */
export function userForm(dialog: Locator) {
  return {
    email: dialog.getByLabel("Email", { exact: true }),
    fullName: dialog.getByLabel("Full name", { exact: true }),
    password: dialog.getByLabel("Set Password", { exact: true }),
    confirm: dialog.getByLabel("Confirm Password", { exact: true }),
    superuser: dialog.getByRole("checkbox", { name: "Is superuser?" }),
    active: dialog.getByRole("checkbox", { name: "Is active?" }),
    save: dialog.getByRole("button", { name: "Save" }),
  };
}
