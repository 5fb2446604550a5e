"use client";
/**
 * sonner's Toaster, put on the page by the first toast (lib/client/toasts.ts) instead of loading
 * with every page: most visits show no toast at all.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { onToasterWanted, toasterMounted, toasterWanted } from "@/lib/client/toasts";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/** Rendered after the Toaster, so its effect runs once the Toaster has subscribed. */
function Mounted() {
  useEffect(() => toasterMounted(), []);
  return null;
}

export function LazyToaster() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-right" duration={5000} richColors closeButton />
      <Mounted />
    </Suspense>
  );
}
