"use client";
/**
 * Toasts, worded as SPEC §8 says. sonner loads on the first toast a page shows, not with every
 * page: `toast` here has sonner's call shape, loads it, waits for <LazyToaster> to mount its
 * Toaster (a toast sent before that would be lost), then shows the toast.
 */
type Sonner = typeof import("sonner");
type ToastOptions = { description?: string };

let sonner: Promise<Sonner> | undefined;
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
const listeners = new Set<() => void>();

/** For <LazyToaster>: whether a toast was asked for, so its Toaster should be on the page. */
export function toasterWanted(): boolean {
  return sonner !== undefined;
}

export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For <LazyToaster>: its Toaster listens now. */
export function toasterMounted(): void {
  markMounted();
}

function show(kind: "success" | "error", title: string, options?: ToastOptions) {
  if (!sonner) {
    sonner = import("sonner");
    for (const listener of listeners) listener();
  }
  void Promise.all([sonner, mounted]).then(([{ toast: sonnerToast }]) =>
    sonnerToast[kind](title, options),
  );
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show("success", title, options),
  error: (title: string, options?: ToastOptions) => show("error", title, options),
};

export function showSuccess(description: string, title = "Success!") {
  toast.success(title, { description });
}

/** The shared error handler for create and update failures: "Error" and the API's first message. */
export function showError(message?: string) {
  toast.error("Error", { description: message || "Something went wrong." });
}

export function showDeleteError(type: "item" | "user") {
  toast.error("An error occurred.", {
    description: `An error occurred while deleting the ${type}.`,
  });
}
