"use client";
/**
 * The zone a signed-in reader's times are shown in: their account's (Settings → My profile, the
 * one their emails use), so a page and its email agree; the browser's while the account has none.
 * With an account zone the times render on the server too; the browser's is known only after
 * hydration (null until then).
 */
import { useSyncExternalStore } from "react";
import { viewerTimeZone } from "./times";

const noSubscribe = () => () => {};

export function useReaderZone(accountZone: string | null): string | null {
  const browserZone = useSyncExternalStore(noSubscribe, viewerTimeZone, () => null);
  return accountZone ?? browserZone;
}
