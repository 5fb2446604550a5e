"use client";
/**
 * Who is looking, asked by the browser (GET /api/auth/viewer) so a public page's HTML stays the same for
 * everybody: a user, null for a visitor, undefined until the first answer. One SWR entry shared by
 * the header, the hearts and the coach page; login and logout set it (`setViewer`) instead of
 * refetching, so what shows it updates in place and nothing remounts.
 */
import useSWR, { mutate } from "swr";
import type { UserPublic } from "@/lib/validation/users";
import { FetchError, fetchJson } from "./fetcher";

/**
 * Its own key and route, not the signed-in area's CURRENT_USER_KEY: that entry always holds a
 * user (null would break its screens while logging out), this one may hold null.
 */
/** What the BFF's login and signup routes answer (the user, never the token). */
export type SignedIn = { user: UserPublic };

export const VIEWER_KEY = ["viewer", "/api/auth/viewer"] as const;

/** Entries that belong to one viewer: their saved coaches, their state on a coach's page. */
const PERSONAL_KEYS = [
  /^\/api\/v1\/users\/me\/saved-coaches$/,
  /^\/api\/v1\/coaches\/[^/?]+\/viewer$/,
];

async function fetchViewer([, url]: typeof VIEWER_KEY): Promise<UserPublic | null> {
  try {
    return (await fetchJson<{ user: UserPublic | null }>(url)).user;
  } catch (error) {
    if (error instanceof FetchError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export function useViewer(): UserPublic | null | undefined {
  const { data, error } = useSWR(VIEWER_KEY, fetchViewer, {
    // A focus or reconnect refetch would only repeat what login and logout already set.
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    // Keep what is known while a later fetch fails; a first fetch that fails means "a visitor".
    shouldRetryOnError: false,
  });
  if (data !== undefined) return data;
  return error ? null : undefined;
}

/**
 * After login, signup or logout: the new viewer at once, and the previous one's entries dropped
 * (they are asked again where a page needs them; their hooks wait for a signed-in viewer).
 */
export async function setViewer(user: UserPublic | null): Promise<void> {
  await mutate(
    (key) => typeof key === "string" && PERSONAL_KEYS.some((pattern) => pattern.test(key)),
    undefined,
    { revalidate: false },
  );
  await mutate(VIEWER_KEY, user, { revalidate: false });
}

/** The signed-in user's name or email changed (settings): the header shows the new one. */
export function updateViewer(user: UserPublic): Promise<unknown> {
  return mutate(VIEWER_KEY, user, { revalidate: false });
}
