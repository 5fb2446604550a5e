"use client";
/**
 * The signed-in area stays current without a reload: each live hint revalidates the data it makes
 * stale, and a reconnection revalidates everything shown, since hints may have been lost meanwhile.
 * A booking's change touches the booking lists, its page, the requests badge and its people's
 * conversation (a line); a message touches the conversations and the unread count.
 */
import { useSWRConfig } from "swr";
import { isConversationKey } from "@/components/messages/keys";
import { type LiveEvent, useLiveEvents } from "@/lib/client/live";
import { refreshUnreadCount } from "@/lib/client/unread";

const isBookingKey = (key: unknown) =>
  typeof key === "string" && key.startsWith("/api/v1/bookings");

/** Which SWR keys a hint makes stale, and whether the unread count may have moved. */
function staleBy(event: LiveEvent): { keys: (key: unknown) => boolean; unread: boolean } {
  switch (event.type) {
    case "resync":
      return { keys: () => true, unread: true };
    case "booking":
      return { keys: (key) => isBookingKey(key) || isConversationKey(key), unread: false };
    case "message":
    case "conversation":
      return { keys: isConversationKey, unread: true };
  }
}

export function LiveUpdates() {
  const { mutate } = useSWRConfig();
  useLiveEvents((event) => {
    const stale = staleBy(event);
    void mutate(stale.keys);
    if (stale.unread) void refreshUnreadCount();
  });
  return null;
}
