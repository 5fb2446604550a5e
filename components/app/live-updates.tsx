"use client";
/**
 * The signed-in area stays current without a reload: each live hint revalidates the data it makes
 * stale, and a reconnection revalidates everything shown, since hints may have been lost meanwhile.
 * A booking's change touches the booking lists, its page, the requests badge and its people's
 * conversation (a line); a message touches the conversations. The unread count listens to the
 * same stream itself (lib/client/unread.ts).
 */
import { useSWRConfig } from "swr";
import { isConversationKey } from "@/components/messages/keys";
import { type LiveEvent, useLiveEvents } from "@/lib/client/live";

const isBookingKey = (key: unknown) =>
  typeof key === "string" && key.startsWith("/api/v1/bookings");

/** Which SWR keys a hint makes stale. */
function staleBy(event: LiveEvent): (key: unknown) => boolean {
  switch (event.type) {
    case "resync":
      return () => true;
    case "booking":
      return (key) => isBookingKey(key) || isConversationKey(key);
    // A reading rings or stops ringing for its Seer: their bookings refetch.
    case "reading":
      return isBookingKey;
    case "message":
    case "conversation":
      return isConversationKey;
  }
}

export function LiveUpdates() {
  const { mutate } = useSWRConfig();
  useLiveEvents((event) => void mutate(staleBy(event)));
  return null;
}
