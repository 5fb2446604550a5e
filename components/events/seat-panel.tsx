"use client";
/**
 * The event page's island: what the shared HTML cannot know. The time in the reader's own zone,
 * the seats left now, and the viewer's own place (with the private link or address once seated),
 * read from GET /api/v1/events/{slug} with the viewer's cookie; Take a seat, Join the waitlist
 * and give the place back. A visitor is sent to sign in first, and comes back here.
 */
import { useCallback, useEffect, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { sendJson } from "@/lib/client/request";
import { useViewer } from "@/lib/client/viewer";
import type { EventDetail } from "@/lib/events/schema";

type Props = {
  slug: string;
  startsAt: string;
  endsAt: string;
  initialSeatsLeft: number;
  capacity: number;
  /** Seats can no longer be taken: started, ended or cancelled. */
  closed: boolean;
};

const inBrowserZone = (startsAt: string, endsAt: string) => {
  const day = new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  const clock = new Intl.DateTimeFormat("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });
  return `${day.format(new Date(startsAt))} – ${clock.format(new Date(endsAt))}`;
};

export function SeatPanel({ slug, startsAt, endsAt, initialSeatsLeft, capacity, closed }: Props) {
  const viewer = useViewer();
  const [event, setEvent] = useState<EventDetail | null>(null);
  const [localTime, setLocalTime] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const url = `/api/v1/events/${slug}`;

  const load = useCallback(async () => {
    const res = await fetch(url, { credentials: "same-origin" }).catch(() => null);
    if (res?.ok) setEvent((await res.json()) as EventDetail);
  }, [url]);

  useEffect(() => {
    setLocalTime(inBrowserZone(startsAt, endsAt));
  }, [startsAt, endsAt]);

  useEffect(() => {
    // Once the viewer is known, so their own place comes with the seats left.
    if (viewer !== undefined) void load();
  }, [viewer, load]);

  const seatsLeft = event?.seats_left ?? initialSeatsLeft;
  const mine = event?.my_seat;

  async function act(method: "POST" | "DELETE") {
    if (viewer === null) {
      window.location.assign(`/login?next=${encodeURIComponent(`/events/${slug}`)}`);
      return;
    }
    setBusy(true);
    const result = await sendJson<{ status: string; position?: number }>(
      method,
      method === "POST" ? `${url}/seats` : `${url}/seats/me`,
    );
    setBusy(false);
    if (!result.ok) {
      setMessage(result.message);
    } else if (method === "DELETE") {
      setMessage("Your place is given back.");
    } else {
      setMessage(
        result.data.status === "seated"
          ? "You have a seat. The invitation is in your email."
          : `You are number ${result.data.position} on the waitlist.`,
      );
    }
    await load();
  }

  return (
    <div className="flex flex-col gap-4">
      {localTime ? (
        <p className="text-sm text-ink-muted">
          <span className="font-semibold text-ink">Your time:</span> {localTime}
        </p>
      ) : null}
      <p className="text-lg font-semibold text-ink" data-testid="seats-left">
        {seatsLeft > 0
          ? `${seatsLeft} of ${capacity} seats left`
          : `Full${event && event.waitlist_count > 0 ? ` · ${event.waitlist_count} waiting` : ""}`}
      </p>
      {mine?.status === "seated" ? (
        <div className="flex flex-col gap-3 rounded-xl bg-brand-50 p-4 text-brand-900">
          <p className="font-semibold">You have a seat.</p>
          {event?.video_url ? (
            <p className="break-all">
              Join online:{" "}
              <a className="font-semibold underline" href={event.video_url}>
                {event.video_url}
              </a>
            </p>
          ) : null}
          {event?.address ? <p>Address: {event.address}</p> : null}
        </div>
      ) : null}
      {mine?.status === "waitlisted" ? (
        <p className="rounded-xl bg-muted p-4 text-ink">
          You are number {mine.position} on the waitlist. If a seat is given back, it is yours at
          once and we email you.
        </p>
      ) : null}
      {closed ? (
        <p className="text-ink-muted">Seats for this event are closed.</p>
      ) : mine ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => act("DELETE")}
          className={buttonClasses("secondary", "min-h-11")}
        >
          {mine.status === "seated" ? "Give my seat back" : "Leave the waitlist"}
        </button>
      ) : (
        <button
          type="button"
          disabled={busy || viewer === undefined}
          onClick={() => act("POST")}
          className={buttonClasses("primary", "min-h-11")}
        >
          {seatsLeft > 0 ? "Take a seat" : "Join the waitlist"}
        </button>
      )}
      <p role="status" aria-live="polite" className="text-sm text-ink">
        {message}
      </p>
    </div>
  );
}
