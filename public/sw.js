// Seers' service worker (scope /), registered by every page after load (lib/install/app.ts).
// It does three things and caches nothing else:
// - shows a push ({title, body, url, tag?}) as a notification;
// - on a click, brings up the page the notification names: a tab of the site already there, else
//   a tab of the site sent there, else a new window (same-origin addresses only; anything else
//   opens the home page);
// - when a page navigation fails for want of network, answers with the static offline page, the
//   one thing precached. Personal pages and API answers never touch a cache: they go to the
//   network, or fail to the offline page.
const OFFLINE_CACHE = "seers-offline-v1";
const OFFLINE_PAGE = "/offline.html";
const ICON = "/icons/icon-192.png";
const BADGE = "/icons/badge-96.png";

self.addEventListener("install", (event) => {
  // The request bypasses the HTTP cache, so the precached page is the deployed one.
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_PAGE, { cache: "reload" })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== OFFLINE_CACHE) await caches.delete(name);
      // Navigations start on the network while the worker wakes up, so pages load no later.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  // Only page navigations, and only their failure: everything else is the browser's as usual.
  if (request.mode !== "navigate" || request.method !== "GET") return;
  event.respondWith(
    (async () => {
      try {
        return (await event.preloadResponse) || (await fetch(request));
      } catch {
        const offline = await caches.match(OFFLINE_PAGE, { cacheName: OFFLINE_CACHE });
        return offline || Response.error();
      }
    })(),
  );
});

self.addEventListener("push", (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : "" };
  }
  const text = (value) => (typeof value === "string" ? value : "");
  const options = {
    body: text(payload.body),
    icon: ICON,
    badge: BADGE,
    data: { url: text(payload.url) || "/" },
  };
  // Pushes about one thing (a conversation) replace each other, and still announce themselves.
  if (text(payload.tag)) {
    options.tag = text(payload.tag);
    options.renotify = true;
  }
  event.waitUntil(self.registration.showNotification(text(payload.title) || "Seers", options));
});

/** The page a notification names, as an absolute address on this site; anything else is home. */
function notificationTarget(url) {
  try {
    const target = new URL(url, self.location.origin);
    if (target.origin === self.location.origin) return target.href;
  } catch {}
  return new URL("/", self.location.origin).href;
}

/**
 * A tab already showing the page is focused; else a tab of the site is sent there; else a new
 * window opens on it.
 */
async function openNotificationPage(url) {
  const target = notificationTarget(url);
  const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const there = tabs.find((tab) => tab.url === target);
  if (there) return there.focus();
  // Only a tab this worker controls can be sent elsewhere; the most recently focused comes first.
  for (const tab of await self.clients.matchAll({ type: "window" })) {
    try {
      const moved = await tab.navigate(target);
      if (moved) return await moved.focus().catch(() => moved);
    } catch {}
  }
  return self.clients.openWindow(target);
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(openNotificationPage(event.notification.data?.url));
});
