/** Page objects for Messages: the list, one conversation's thread, and the first message to a Seer. */
import { expect, type Locator, type Page } from "@playwright/test";

export class MessagesPage {
  readonly main: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.heading = this.main.getByRole("heading", { level: 1, name: "Messages" });
  }

  async goto(): Promise<void> {
    await this.page.goto("/messages");
    await expect(this.heading).toBeVisible();
  }

  /** The row of the conversation with `name`. */
  row(name: string): Locator {
    return this.main.getByRole("listitem").filter({ has: this.page.getByRole("link", { name }) });
  }

  async open(name: string): Promise<Thread> {
    await this.row(name)
      .getByRole("link", { name: new RegExp(`^${name}`) })
      .click();
    const thread = new Thread(this.page);
    await expect(thread.log).toBeVisible();
    return thread;
  }
}

export class Thread {
  readonly main: Locator;
  readonly log: Locator;
  readonly box: Locator;
  readonly send: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.log = this.main.getByRole("log");
    this.box = this.main.getByLabel(/^Message to /);
    this.send = this.main.getByRole("button", { name: "Send" });
  }

  /** A line of the thread holding `text`. */
  line(text: string | RegExp): Locator {
    return this.log.getByRole("listitem").filter({ hasText: text });
  }

  async write(text: string): Promise<void> {
    await this.box.fill(text);
    await this.send.click();
    await expect(this.line(text)).toBeVisible();
    await expect(this.box).toHaveValue("");
  }
}

/**
 * From the coach's page of `seer` (its first name is the button's): Message, write `text`, Send;
 * answers the new conversation's thread, open on the page.
 */
export async function writeFromProfile(
  page: Page,
  seer: { slug: string; name: string },
  text: string,
): Promise<Thread> {
  await page.goto(`/profile/${seer.slug}`);
  const firstName = seer.name.split(" ")[0] as string;
  await page
    .getByRole("main")
    .getByRole("link", { name: `Message ${firstName}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/messages/new\\?coach=${seer.slug}$`));
  // Typed as soon as the box is there, perhaps before the page came to life: the composer
  // takes in what was typed before hydration, so Send is enabled all the same.
  const box = page.getByLabel(`Your message to ${firstName}`);
  const send = page.getByRole("main").getByRole("button", { name: "Send" });
  await box.fill(text);
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const thread = new Thread(page);
  await expect(thread.line(text)).toBeVisible();
  return thread;
}

/** "Messages" in the signed-in area's sidebar (or its phone drawer), with its unread badge. */
export function messagesNavLink(page: Page): Locator {
  return page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: /^Messages/ });
}
