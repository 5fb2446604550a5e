/**
 * The installable app (issue 39, "Install it"): the manifest and its icons, the service worker's
 * scope, a notification click bringing up the page it names, and the offline page in place of any
 * page (a signed-in one included) when the network is gone.
 */
import type { CDPSession, Page, Worker } from "@playwright/test";
import { baseURL } from "./support/e2e-env";
import { expect, signInQuickly, test } from "./support/fixtures";

// The rest of the suite blocks service workers (playwright.config.ts); these tests are about one.
test.use({ serviceWorkers: "allow" });

/** The page is controlled by the site's worker (registered after load, it claims open tabs). */
async function siteWorker(page: Page): Promise<Worker> {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${baseURL}/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const worker = page.context().serviceWorkers()[0];
  expect(worker?.url()).toBe(`${baseURL}/sw.js`);
  return worker as Worker;
}

test("the manifest is linked and valid, its icons load at their sizes, and Chromium can install the app", async ({
  page,
}) => {
  const refusals: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
  });
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = await (await page.request.get(href ?? "")).json();
  expect(manifest).toMatchObject({
    short_name: "Seers",
    start_url: "/",
    display: "standalone",
    theme_color: "#0f6b62",
    background_color: "#fbf8f3",
  });
  expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual(["/messages", "/bookings"]);
  const icons: { src: string; sizes: string; purpose: string }[] = manifest.icons;
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of icons) {
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return `${image.naturalWidth}x${image.naturalHeight}`;
    }, icon.src);
    expect(size, icon.src).toBe(icon.sizes);
  }

  await siteWorker(page);
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors).toEqual([]);
  // The page's hashed policy let the worker and the manifest in.
  expect(refusals).toEqual([]);
});

test("a push is shown, and its click brings up the page it names on this site, and only this site", async ({
  page,
}) => {
  await page.goto("/");
  const worker = await siteWorker(page);

  // A push as the server sends it goes through the worker's own push and notificationclick
  // listeners. Headless Chromium has no notification centre (its permission stays "denied"), so
  // the notification the worker shows is taken from showNotification and clicked as the browser
  // would: an event carrying it, whose waitUntil the handler's promise goes to.
  const pushThenClick = (payload: { title: string; body: string; url: string; tag?: string }) =>
    worker.evaluate(async (payload) => {
      // The worker's global scope; TypeScript's DOM types know only windows.
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
        PushEvent: new (type: string, init: { data: string }) => Event;
      };
      let shown: { title: string; options: NotificationOptions } | undefined;
      Object.defineProperty(scope.registration, "showNotification", {
        configurable: true,
        value: async (title: string, options: NotificationOptions) => {
          shown = { title, options };
        },
      });
      const extendable = <T extends Event>(event: T) => {
        const pending: Promise<unknown>[] = [];
        Object.defineProperty(event, "waitUntil", {
          value: (p: Promise<unknown>) => pending.push(p),
        });
        return { event, settled: () => Promise.allSettled(pending) };
      };
      const push = extendable(new scope.PushEvent("push", { data: JSON.stringify(payload) }));
      scope.dispatchEvent(push.event);
      await push.settled();
      if (!shown) throw new Error("no notification shown");
      const notification = { data: shown.options.data, close() {} };
      const click = extendable(new Event("notificationclick"));
      Object.defineProperty(click.event, "notification", { value: notification });
      scope.dispatchEvent(click.event);
      await click.settled();
      const { body, tag, data } = shown.options;
      return { title: shown.title, body, tag, url: data.url };
    }, payload);

  const shown = await pushThenClick({
    title: "Ada sent you a message",
    body: "Is Thursday still good?",
    url: "/events?from=push",
    tag: "conversation-1",
  });
  expect(shown).toEqual({
    title: "Ada sent you a message",
    body: "Is Thursday still good?",
    tag: "conversation-1",
    url: "/events?from=push",
  });
  await expect(page).toHaveURL(`${baseURL}/events?from=push`);

  // Another site's address opens the home page instead.
  await pushThenClick({ title: "x", body: "y", url: "https://example.com/phish" });
  await expect(page).toHaveURL(`${baseURL}/`);
});

test("without a network a page shows the offline page, never a signed-in page's data", async ({
  page,
  account,
}) => {
  await signInQuickly(page, account);
  await page.goto("/settings");
  await siteWorker(page);
  await expect(page.getByText(account.email).first()).toBeVisible();

  await page.context().setOffline(true);
  await page.goto("/events");
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  // The page just seen, signed in, is not kept anywhere: the offline page stands in for it.
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  expect(await page.content()).not.toContain(account.email);
  expect(await page.evaluate(async () => (await caches.keys()).length)).toBe(1);

  await page.context().setOffline(false);
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page.getByText(account.email).first()).toBeVisible();
});
