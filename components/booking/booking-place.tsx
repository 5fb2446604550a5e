"use client";
/**
 * Where an accepted session happens, on its page for its two parties: online, a Join video button
 * from 15 minutes before the start until the end (by the server's clock); in person, the address
 * with a link to it on OpenStreetMap. The API sends `place` only to them, once accepted.
 */
import { MapPin, Video } from "lucide-react";
import Link from "next/link";
import { useEffect, useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { joinOpensAt, mapLink, roomClosesAt } from "@/lib/bookings/place";
import type { Booking } from "./booking-types";
import { clockTime } from "./times";

type Props = { booking: Booking; nowMs: number; zone: string };

const linkOut = { target: "_blank", rel: "noopener noreferrer" } as const;
const NewTab = () => <span className="sr-only"> (opens in a new tab)</span>;

export function BookingPlace({ booking, nowMs, zone }: Props) {
  const { place } = booking;
  if (!place) return null;
  const firstName = booking.seer_name.split(" ")[0] || booking.seer_name;
  return (
    <section
      aria-labelledby="booking-place-heading"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <h2 id="booking-place-heading" className="font-serif text-lg font-semibold text-ink">
        Where
      </h2>
      {booking.mode === "online" ? (
        <>
          <p className="flex items-center gap-2 text-sm text-ink">
            <Video aria-hidden size={18} className="shrink-0 text-accent" />
            Online, by video
          </p>
          {place.video_url ? (
            <JoinVideo booking={booking} url={place.video_url} nowMs={nowMs} zone={zone} />
          ) : (
            <p className="text-sm text-ink-muted">
              {firstName} has not added a video link yet: it will be here as soon as they do.
            </p>
          )}
        </>
      ) : (
        <>
          <p className="flex items-center gap-2 text-sm text-ink">
            <MapPin aria-hidden size={18} className="shrink-0 text-accent" />
            In person
          </p>
          {place.address ? (
            <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
              <address className="text-base font-medium break-words text-ink not-italic">
                {place.address}
              </address>
              <a
                href={mapLink(place.address)}
                {...linkOut}
                className={buttonClasses("secondary", "shrink-0 text-ink")}
              >
                <MapPin aria-hidden size={16} />
                Open the map
                <NewTab />
              </a>
            </div>
          ) : (
            <p className="text-sm text-ink-muted">
              {firstName} has not added the address yet: it will be here as soon as they do.
            </p>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The room opens 15 minutes before the start; the button follows the clock without a reload. The
 * built-in room opens in this tab and stays open 30 minutes past the end; a Seer's own link opens
 * in a new tab until the end.
 */
function JoinVideo({ booking, url, nowMs, zone }: Props & { url: string }) {
  const builtIn = booking.place?.video === "room";
  const opensAt = joinOpensAt(booking.start);
  const endsAt = builtIn ? roomClosesAt(booking.end) : Date.parse(booking.end);
  // `nowMs` moves once a minute; this wakes the button at the very moment the room opens.
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  useEffect(() => {
    const wait = opensAt - nowMs;
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setOpenedAt(opensAt), wait);
    return () => window.clearTimeout(timer);
  }, [opensAt, nowMs]);
  const now = Math.max(nowMs, openedAt ?? 0);

  if (booking.status === "completed" || now >= endsAt) {
    return <p className="text-sm text-ink-muted">The session has ended.</p>;
  }
  if (now < opensAt) {
    return (
      <Button disabled className="self-start">
        <Video aria-hidden size={18} />
        Join video opens at {clockTime(new Date(opensAt), zone)}
      </Button>
    );
  }
  if (builtIn) {
    return (
      <Link href={url} className={buttonClasses("primary", "self-start")}>
        <Video aria-hidden size={18} />
        Join video
      </Link>
    );
  }
  return (
    <a href={url} {...linkOut} className={buttonClasses("primary", "self-start")}>
      <Video aria-hidden size={18} />
      Join video
      <NewTab />
    </a>
  );
}
