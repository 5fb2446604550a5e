/**
 * Settings → Notifications, this device (issue 39): the **Notify me on this device** button with
 * notifications allowed in the browser, two devices made through the API listed by browser and
 * date, one removed; axe at 1280 px in both themes and at 375 px in the theme shown.
 */
import { createECDH, randomBytes, randomUUID } from "node:crypto";
import { scanFor, screenshotBothThemes } from "./support/a11y";
import { apiAs } from "./support/app-session";
import { expect, signInQuickly, test } from "./support/fixtures";

const AGENTS = {
  "Firefox on Linux": "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
  "Safari on iOS":
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
};

/** A browser's `PushSubscription.toJSON()` (nothing is sent to it in this test). */
function subscription() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.test/${randomUUID()}`,
    keys: {
      p256dh: ecdh.getPublicKey().toString("base64url"),
      auth: randomBytes(16).toString("base64url"),
    },
  };
}

test("lists the devices that notify me and removes one @phone", async ({
  page,
  account,
  playwright,
}, testInfo) => {
  const scan = scanFor(testInfo);
  if (testInfo.project.name.includes("phone"))
    await page.setViewportSize({ width: 375, height: 812 });
  await page.context().grantPermissions(["notifications"]);
  const api = await apiAs(playwright, account);
  for (const agent of Object.values(AGENTS)) {
    const made = await api.post("/api/v1/users/me/push-subscriptions", {
      data: subscription(),
      headers: { "User-Agent": agent },
    });
    expect(made.status()).toBe(201);
  }
  await api.dispose();
  await signInQuickly(page, account);
  await page.goto("/settings?tab=notifications");

  await expect(page.getByRole("button", { name: "Notify me on this device" })).toBeEnabled();
  // Allowed in this browser: nothing to say about blocked notifications.
  await expect(page.getByText("Notifications are blocked")).toBeHidden();
  const devices = page.getByRole("list", { name: "Notifications on your devices" });
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  for (const name of Object.keys(AGENTS)) {
    await expect(devices.getByRole("listitem").filter({ hasText: name })).toContainText("Added ");
  }
  const found = await scan(page, "Settings → Notifications");
  await screenshotBothThemes(page, testInfo, "settings-notifications");
  expect(found).toEqual([]);

  await page.getByRole("button", { name: "Remove Firefox on Linux" }).click();
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  await expect(devices).toContainText("Safari on iOS");
});
