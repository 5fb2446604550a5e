/**
 * Settings → Calendars (issue 38): the private feed (Subscribe as webcal://, copy, reset with a
 * confirmation) and, for a Seer, connecting an iCal address served by a tiny local server and
 * seeing it listed; axe at 1280 px in both themes and at 375 px in the theme shown.
 */
import { scanFor, screenshotBothThemes } from "./support/a11y";
import { expect, signInQuickly, test } from "./support/fixtures";
import { icalServer } from "./support/ical-server";

test("the feed: subscribe, copy and reset; a Seer connects an iCal address @phone", async ({
  page,
  seerAccount,
}, testInfo) => {
  test.slow();
  const scan = scanFor(testInfo);
  // The narrowest phone the site is laid out for.
  if (testInfo.project.name.includes("phone"))
    await page.setViewportSize({ width: 375, height: 812 });
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInQuickly(page, seerAccount);
  await page.goto("/settings?tab=calendars");
  await expect(page.getByRole("tab", { name: "Calendars" })).toHaveAttribute(
    "aria-selected",
    "true",
  );

  const address = page.getByLabel("Private address");
  await expect(address).toHaveValue(/\/api\/v1\/calendar-feed\/[\w-]{43}\/calendar\.ics$/);
  const first = await address.inputValue();
  await expect(page.getByRole("link", { name: "Subscribe" })).toHaveAttribute(
    "href",
    first.replace(/^https?:/, "webcal:"),
  );
  await page.getByRole("button", { name: "Copy the address" }).click();
  await expect(page.getByRole("button", { name: "Copied", exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  await page.getByRole("button", { name: "Reset the address" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("stop receiving your sessions");
  await dialog.getByRole("button", { name: "Reset" }).click();
  await expect(dialog).toBeHidden();
  await expect(address).not.toHaveValue(first);
  await expect(address).toHaveValue(/\/calendar-feed\/[\w-]{43}\/calendar\.ics$/);
  expect((await page.request.get(first)).status()).toBe(404);

  const ical = await icalServer();
  try {
    await page.getByRole("radio", { name: /iCal address/ }).check();
    await page.getByLabel("Secret address in iCal format").fill(ical.url);
    await page.getByRole("button", { name: "Connect", exact: true }).click();
    const listed = page.getByRole("list", { name: "Connected calendars" }).getByRole("listitem");
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText("iCal address at http://127.0.0.1:");
    await expect(listed).toContainText("Working");
    await expect(listed).toContainText("Last read");
  } finally {
    await ical.close();
  }
  const found = await scan(page, "Settings → Calendars");
  await screenshotBothThemes(page, testInfo, "settings-calendars");
  expect(found).toEqual([]);
});
