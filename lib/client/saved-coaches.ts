"use client";
/**
 * The viewer's saved coaches, for the hearts on a page: one request (GET /users/me/saved-coaches)
 * shared by every card through its SWR key, made only once the viewer is known to be signed in.
 */
import useSWR, { mutate } from "swr";
import type { CoachViewer } from "@/lib/catalog/schema";
import { coachViewerKey } from "./coach-viewer";
import { fetchJson } from "./fetcher";
import { sendJson } from "./request";
import { onViewerChange, useViewer } from "./viewer";

export const SAVED_COACHES_KEY = "/api/v1/users/me/saved-coaches";

// One viewer's list is never shown to the next: dropped when somebody else (or nobody) looks.
onViewerChange(() => mutate(SAVED_COACHES_KEY, undefined, { revalidate: false }));

type SavedCoaches = { data: { coach_slug: string }[]; count: number };

/** A heart's state: unknown while the viewer (or their list) is on its way. */
export type SavedState =
  | { kind: "unknown" }
  | { kind: "visitor" }
  | { kind: "signed-in"; saved: boolean };

/** The heart's state for one coach, from the list the page shares. */
export function useSavedCoach(slug: string): SavedState {
  const viewer = useViewer();
  const { data, error } = useSWR<SavedCoaches>(viewer ? SAVED_COACHES_KEY : null, fetchJson, {
    revalidateOnFocus: false,
  });
  if (viewer === null) return { kind: "visitor" };
  if (viewer === undefined || (!data && !error)) return { kind: "unknown" };
  // A list that could not be loaded shows the heart empty; saving still works.
  return { kind: "signed-in", saved: Boolean(data?.data.some((row) => row.coach_slug === slug)) };
}

function withSlug(list: SavedCoaches | undefined, slug: string, saved: boolean) {
  if (!list) return list;
  const rest = list.data.filter((row) => row.coach_slug !== slug);
  const data = saved ? [{ coach_slug: slug }, ...rest] : rest;
  return { data, count: data.length };
}

/** Shows the new state at once wherever this coach's heart is (the list, the coach's page). */
function showSaved(slug: string, saved: boolean) {
  return Promise.all([
    mutate<SavedCoaches>(SAVED_COACHES_KEY, (list) => withSlug(list, slug, saved), {
      revalidate: false,
    }),
    mutate<CoachViewer>(coachViewerKey(slug), (state) => state && { ...state, saved }, {
      revalidate: false,
    }),
  ]);
}

/** Saves or unsaves one coach, shown at once and put back if refused; the API's message on failure. */
export async function setCoachSaved(slug: string, saved: boolean): Promise<string | null> {
  await showSaved(slug, saved);
  const result = await sendJson(saved ? "PUT" : "DELETE", `${SAVED_COACHES_KEY}/${slug}`);
  if (result.ok) return null;
  await showSaved(slug, !saved);
  return result.message;
}
