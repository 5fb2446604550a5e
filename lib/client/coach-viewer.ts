"use client";
/**
 * The signed-in viewer's own state on a coach's page (GET /coaches/{slug}/viewer): their heart,
 * their review, whether they may review or reply. Asked only once the viewer is known to be
 * signed in; a visitor's page needs nothing more than its shared HTML.
 */
import useSWR, { mutate } from "swr";
import type { CoachViewer } from "@/lib/catalog/schema";
import { fetchJson } from "./fetcher";
import { onViewerChange, useViewer } from "./viewer";

export const coachViewerKey = (slug: string) => `/api/v1/coaches/${slug}/viewer`;

// One viewer's state on coaches' pages is never shown to the next: dropped when the viewer changes.
onViewerChange(() =>
  mutate(
    (key) => typeof key === "string" && /^\/api\/v1\/coaches\/[^/?]+\/viewer$/.test(key),
    undefined,
    { revalidate: false },
  ),
);

export type CoachViewerState =
  | { kind: "unknown" }
  | { kind: "visitor" }
  | { kind: "signed-in"; state: CoachViewer };

export function useCoachViewer(slug: string): CoachViewerState {
  const viewer = useViewer();
  const { data } = useSWR<CoachViewer>(viewer ? coachViewerKey(slug) : null, fetchJson, {
    revalidateOnFocus: false,
  });
  if (viewer === null) return { kind: "visitor" };
  if (viewer === undefined || !data) return { kind: "unknown" };
  return { kind: "signed-in", state: data };
}

/** After the viewer wrote or edited a review: their state here, fetched again. */
export function refreshCoachViewer(slug: string): Promise<unknown> {
  return mutate(coachViewerKey(slug));
}
