"use client";
/**
 * The signed-in area's side of lib/client/time-zone.ts: an account with no zone takes the
 * browser's when it opens any signed-in page, and every screen showing the user sees it at once.
 */
import { useEffect } from "react";
import { useSWRConfig } from "swr";
import { CURRENT_USER_KEY } from "@/lib/client/fetcher";
import { giveAccountBrowserZone } from "@/lib/client/time-zone";
import { useCurrentUser } from "./session-provider";

export function TimeZoneBackfill() {
  const user = useCurrentUser();
  const { mutate } = useSWRConfig();
  useEffect(() => {
    void giveAccountBrowserZone(user).then((saved) => {
      if (saved) void mutate(CURRENT_USER_KEY, saved, { revalidate: false });
    });
  }, [user, mutate]);
  return null;
}
