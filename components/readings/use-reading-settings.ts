"use client";
/**
 * A Seer's readings settings as the signed-in area reads and changes them (GET/PUT
 * /users/me/readings): one SWR key, so the dashboard card and the menus' switches agree, and a
 * save or a live hint (a missed ring switches them off) updates every one of them; the public
 * header's menus show the switch too.
 */
import useSWR, { mutate as mutateGlobal, type SWRConfiguration, useSWRConfig } from "swr";
import { fetchJson } from "@/lib/client/fetcher";
import { sendJson } from "@/lib/client/request";
import { onViewerChange } from "@/lib/client/viewer";
import type { ReadingSettings, ReadingSettingsUpdate } from "@/lib/readings/schema";

export const READING_SETTINGS_KEY = "/api/v1/users/me/readings";

// One Seer's settings are never shown to the next person signed in on this tab.
onViewerChange(() => mutateGlobal(READING_SETTINGS_KEY, undefined, { revalidate: false }));

/** With its own fetcher: the public header's menus use it too, outside the signed-in area's SWRConfig. */
export function useReadingSettings(enabled = true, config?: SWRConfiguration<ReadingSettings>) {
  return useSWR<ReadingSettings>(enabled ? READING_SETTINGS_KEY : null, fetchJson, config);
}

/** Saves the settings; the answer (or the refusal's plain reason) for the caller to show. */
export function useSaveReadingSettings() {
  const { mutate } = useSWRConfig();
  return async (update: ReadingSettingsUpdate) => {
    const result = await sendJson<ReadingSettings>(
      "PUT",
      READING_SETTINGS_KEY,
      update,
      "Your readings could not be saved. Please try again.",
    );
    if (result.ok) await mutate(READING_SETTINGS_KEY, result.data, { revalidate: false });
    return result;
  };
}
