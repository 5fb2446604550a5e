"use client";
/**
 * Who is looking, asked from the browser (GET /users/me), so a public page's HTML stays the same
 * for everybody: null for a visitor, undefined while the answer is on its way.
 */
import useSWR from "swr";
import { CURRENT_USER_KEY, FetchError, fetchJson } from "@/lib/client/fetcher";
import type { UserPublic } from "@/lib/validation/users";

async function fetchViewer(url: string): Promise<UserPublic | null> {
  try {
    return await fetchJson<UserPublic>(url);
  } catch (error) {
    if (error instanceof FetchError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export function useViewer(): UserPublic | null | undefined {
  const { data, error } = useSWR(CURRENT_USER_KEY, fetchViewer, { revalidateOnFocus: false });
  if (error) return null;
  return data;
}
