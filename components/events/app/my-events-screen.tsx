"use client";
/** A seeker's "My events": their seats and waitlist places, soonest first, each to give back. */
import Link from "next/link";
import useSWR from "swr";
import { ConfirmDialog } from "@/components/app/confirm-dialog";
import { ScreenHeading } from "@/components/app/screen-heading";
import { buttonClasses } from "@/components/ui/button";
import { fetchJson } from "@/lib/client/fetcher";
import { sendJson } from "@/lib/client/request";
import { showError, showSuccess } from "@/lib/client/toasts";
import type { EventCard } from "@/lib/events/schema";

type MySeat = {
  event: EventCard & { status: "draft" | "published" | "cancelled" };
  status: "seated" | "waitlisted";
  position?: number;
};

const KEY = "/api/v1/users/me/seats";

export const eventWhen = (startsAt: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(startsAt));

export function MyEventsScreen() {
  const { data, error, mutate } = useSWR<{ data: MySeat[]; count: number }>(KEY, fetchJson);
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeading
        title="My events"
        description="Your seats and waitlist places at circles and workshops."
        action={
          <Link href="/events" className={buttonClasses("primary", "min-h-11")}>
            Find events
          </Link>
        }
      />
      {error ? <p className="text-danger-text">Your events could not be loaded.</p> : null}
      {!data && !error ? <p className="text-ink-muted">Loading…</p> : null}
      {data && data.count === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-8 text-center text-ink-muted">
          You have no seats yet.{" "}
          <Link href="/events" className="font-semibold text-accent underline">
            See upcoming events
          </Link>
        </p>
      ) : null}
      <ul className="flex flex-col gap-4">
        {data?.data.map((seat) => (
          <li
            key={seat.event.slug}
            className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex flex-col gap-1">
              <Link
                href={`/events/${seat.event.slug}`}
                className="font-serif text-lg font-semibold text-ink underline-offset-2 hover:underline"
              >
                {seat.event.title}
              </Link>
              <p className="text-sm text-ink-muted">
                {eventWhen(seat.event.starts_at)} ·{" "}
                {seat.event.mode === "online" ? "Online" : seat.event.city} · hosted by{" "}
                {seat.event.host.display_name}
              </p>
              <p className="text-sm font-semibold text-ink">
                {seat.status === "seated"
                  ? "You have a seat"
                  : `Number ${seat.position} on the waitlist`}
              </p>
            </div>
            <ConfirmDialog
              title={seat.status === "seated" ? "Give your seat back?" : "Leave the waitlist?"}
              description={`${seat.event.title}: the next person waiting gets your place.`}
              confirmLabel={seat.status === "seated" ? "Give it back" : "Leave"}
              busyLabel="Giving back…"
              trigger={
                <button type="button" className={buttonClasses("secondary", "min-h-11")}>
                  {seat.status === "seated" ? "Give my seat back" : "Leave the waitlist"}
                </button>
              }
              confirm={async () => {
                const result = await sendJson(
                  "DELETE",
                  `/api/v1/events/${seat.event.slug}/seats/me`,
                );
                if (!result.ok) showError(result.message);
                else showSuccess("Your place is given back.");
                return result.ok;
              }}
              afterConfirm={() => mutate()}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
