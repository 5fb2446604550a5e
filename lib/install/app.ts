/**
 * The installed app's constants (app/manifest.ts, app/layout.tsx): its colours, icons and the
 * service worker's registration, which runs after load from the inline script every page already
 * has, so public pages download no JavaScript for it (public/sw.js is the worker itself).
 */

/** The light theme's colours (app/globals.css): the brand's teal bar and the page's canvas. */
export const THEME = { theme: "#0f6b62", background: "#fbf8f3" } as const;

/** PNGs drawn from the brand mark by scripts/generate-app-icons.mjs. */
export const APP_ICONS = {
  small: "/icons/icon-192.png",
  large: "/icons/icon-512.png",
  maskable: "/icons/maskable-512.png",
} as const;

export const SERVICE_WORKER_PATH = "/sw.js";

/**
 * Registers the worker once the page has loaded, so it never competes with the page's own
 * requests. A browser without service workers, or one that refuses them, simply goes on.
 */
export const WORKER_REGISTRATION_SCRIPT = `if("serviceWorker"in navigator)addEventListener("load",function(){navigator.serviceWorker.register("${SERVICE_WORKER_PATH}").catch(function(){})});`;
