"use client";
/**
 * A Seer's readings settings as the signed-in area reads and changes them (GET/PUT
 * /users/me/readings): one SWR key, so the dashboard card and the menus' switches agree, and a
 * save or a live hint (a missed ring switches them off) updates every one of them.
 */
import useSWR, { useSWRConfig } from "swr";
import { sendJson } from "@/lib/client/request";
import type { ReadingSettings, ReadingSettingsUpdate } from "@/lib/readings/schema";

export const READING_SETTINGS_KEY = "/api/v1/users/me/readings";

export function useReadingSettings(enabled = true) {
  return useSWR<ReadingSettings>(enabled ? READING_SETTINGS_KEY : null);
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
