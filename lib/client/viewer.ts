"use client";
/**
 * Who is looking, asked by the browser (GET /api/auth/viewer) so a public page's HTML stays the
 * same for everybody: a user, null for a visitor, undefined until the first answer. One value for
 * the whole tab, read through useSyncExternalStore: a few lines of React instead of a data library,
 * so the header on every public page carries none (issue 13). Login and logout set it
 * (`setViewer`) instead of asking again, so what shows it updates in place and nothing remounts.
 */
import { useSyncExternalStore } from "react";
import type { UserPublic } from "@/lib/users/schema";
import { FetchError, fetchJson } from "./fetcher";

/** What the BFF's login and signup routes answer (the user, never the token). */
export type SignedIn = { user: UserPublic };

type Viewer = UserPublic | null | undefined;

let viewer: Viewer;
/** Bumped by every set: an answer to an older question never overwrites a newer value. */
let version = 0;
let asked = false;
const listeners = new Set<() => void>();
const changeListeners = new Set<(user: UserPublic | null) => void>();

function publish(next: UserPublic | null) {
  const changed = viewer === undefined || viewer?.id !== next?.id;
  // The previous viewer's data goes first, so nothing re-renders with it beside the new viewer.
  if (changed) for (const listener of changeListeners) listener(next);
  viewer = next;
  for (const listener of listeners) listener();
}

async function askWhoIsLooking(): Promise<void> {
  const askedAt = version;
  let answer: UserPublic | null;
  try {
    answer = (await fetchJson<{ user: UserPublic | null }>("/api/auth/viewer")).user;
  } catch (error) {
    // A refusal means "a visitor"; so does a first answer that never came (the page still works
    // for a visitor, and a signed-in user's next page asks again).
    const refused = error instanceof FetchError && (error.status === 401 || error.status === 403);
    if (!refused && viewer !== undefined) return;
    answer = null;
  }
  if (askedAt === version) publish(answer);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!asked) {
    asked = true;
    void askWhoIsLooking();
  }
  return () => listeners.delete(listener);
}

export function useViewer(): Viewer {
  // The server renders for everybody: "not known yet".
  return useSyncExternalStore(
    subscribe,
    () => viewer,
    () => undefined,
  );
}

/**
 * Runs `listener` whenever a different person (or nobody) is looking: the modules that hold one
 * viewer's data (their saved coaches, their state on a coach's page) drop it there.
 */
export function onViewerChange(listener: (user: UserPublic | null) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** After login, signup or logout: the new viewer at once, everywhere it shows. */
export async function setViewer(user: UserPublic | null): Promise<void> {
  version += 1;
  asked = true;
  publish(user);
}

/** The signed-in user's name or email changed (settings): the header shows the new one. */
export async function updateViewer(user: UserPublic): Promise<void> {
  await setViewer(user);
}
