"use client";
/** Settings → Calendars: everyone's private feed; for Seers, their connected calendars too. */
import { useCurrentUser } from "@/components/app/session-provider";
import { CalendarConnectionsCard } from "./calendar-connections-card";
import { CalendarFeedCard } from "./calendar-feed-card";

export function CalendarsSection() {
  const user = useCurrentUser();
  return (
    <div className="flex flex-col gap-6">
      <CalendarFeedCard />
      {user.type === 1 ? <CalendarConnectionsCard /> : null}
    </div>
  );
}
