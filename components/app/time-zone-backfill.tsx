"use client";
/**
 * The signed-in area's side of lib/client/time-zone.ts: an account with no zone takes the
 * browser's when it opens any signed-in page, and every screen showing the user sees it at once.
 */
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { CURRENT_USER_KEY } from "@/lib/client/fetcher";
import { useAccountBrowserZone } from "@/lib/client/time-zone";
import type { UserPublic } from "@/lib/users/schema";
import { useCurrentUser } from "./session-provider";

export function TimeZoneBackfill() {
  const { mutate } = useSWRConfig();
  const saved = useCallback(
    (user: UserPublic) => void mutate(CURRENT_USER_KEY, user, { revalidate: false }),
    [mutate],
  );
  useAccountBrowserZone(useCurrentUser(), saved);
  return null;
}
