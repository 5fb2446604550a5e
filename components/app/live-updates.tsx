"use client";
/**
 * The signed-in area stays current without a reload: each live hint revalidates the SWR data it
 * makes stale (a booking's page, the booking lists and the requests badge on a `booking` hint),
 * and a reconnection revalidates everything shown, since hints may have been lost meanwhile.
 */
import { useSWRConfig } from "swr";
import { type LiveEvent, useLiveEvents } from "@/lib/client/live";

/** The SWR keys (by how they start) that each kind of hint makes stale. */
const STALE_KEYS: Record<Exclude<LiveEvent["type"], "resync">, readonly string[]> = {
  booking: ["/api/v1/bookings"],
  message: ["/api/v1/conversations", "/api/v1/users/me/unread"],
  conversation: ["/api/v1/conversations", "/api/v1/users/me/unread"],
};

function staleKeys(event: LiveEvent): (key: unknown) => boolean {
  if (event.type === "resync") return () => true;
  const prefixes = STALE_KEYS[event.type];
  return (key) => typeof key === "string" && prefixes.some((prefix) => key.startsWith(prefix));
}

export function LiveUpdates() {
  const { mutate } = useSWRConfig();
  useLiveEvents((event) => {
    void mutate(staleKeys(event));
  });
  return null;
}
