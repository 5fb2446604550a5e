/**
 * This browser and Web Push: whether it can be notified, and subscribing it (the permission is
 * asked here, only when the person pressed the button). The service worker is /sw.js.
 */

export const PUSH_DEVICES_URL = "/api/v1/users/me/push-subscriptions";
/** The id of this browser's own device, to name it "This device" in the list. */
const THIS_DEVICE_KEY = "seers.push-device";

export type PushState = "unsupported" | "denied" | "default" | "granted";

const supported = () =>
  typeof window !== "undefined" &&
  "serviceWorker" in navigator &&
  "PushManager" in window &&
  "Notification" in window;

/**
 * Whether this browser can notify, and what the person allowed. The Permissions API first: it is
 * what `pushManager.subscribe` goes by (headless Chromium reports `Notification.permission` as
 * "denied" while notifications are granted).
 */
export async function pushState(): Promise<PushState> {
  if (!supported()) return "unsupported";
  try {
    const status = await navigator.permissions.query({ name: "notifications" });
    return status.state === "prompt" ? "default" : status.state;
  } catch {
    return Notification.permission;
  }
}

const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const text = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
};

export type SubscribeResult = { ok: true } | { ok: false; message: string };

/** Asks for permission, subscribes this browser and tells the server. */
export async function subscribeThisDevice(): Promise<SubscribeResult> {
  const state = await pushState();
  if (state === "unsupported") {
    return { ok: false, message: "This browser cannot show notifications." };
  }
  const permission = state === "granted" ? state : await Notification.requestPermission();
  if (permission !== "granted") {
    return {
      ok: false,
      message:
        "Notifications are blocked for this site. Allow them in your browser's site settings, then press the button again.",
    };
  }
  try {
    const config = (await (await fetch("/api/v1/push/config")).json()) as {
      enabled: boolean;
      public_key: string;
    };
    if (!config.enabled) return { ok: false, message: "Notifications are not available here." };
    await navigator.serviceWorker.register("/sw.js");
    const registration = await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(config.public_key),
    });
    const res = await fetch(PUSH_DEVICES_URL, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(subscription.toJSON()),
      credentials: "same-origin",
    });
    const body = (await res.json().catch(() => null)) as { id?: string; detail?: unknown } | null;
    if (!res.ok || !body?.id) {
      return {
        ok: false,
        message: typeof body?.detail === "string" ? body.detail : "Something went wrong.",
      };
    }
    localStorage.setItem(THIS_DEVICE_KEY, body.id);
    return { ok: true };
  } catch {
    return { ok: false, message: "This browser could not be subscribed. Try again later." };
  }
}

export function thisDeviceId(): string | null {
  try {
    return localStorage.getItem(THIS_DEVICE_KEY);
  } catch {
    return null;
  }
}

/** After its device was removed, this browser stops listening too. */
export async function forgetThisDevice(): Promise<void> {
  try {
    localStorage.removeItem(THIS_DEVICE_KEY);
    const registration = await navigator.serviceWorker?.getRegistration("/");
    await (await registration?.pushManager.getSubscription())?.unsubscribe();
  } catch {
    // Nothing left to undo.
  }
}
