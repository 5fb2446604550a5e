"use client";
/**
 * The event page's island: what the shared HTML cannot know. The time in the reader's own zone,
 * the seats left now, and the viewer's own place (with the private link or address once seated),
 * read from GET /api/v1/events/{slug} with the viewer's cookie; Take a seat (a paid one goes to
 * Stripe's Checkout, and the page it comes back to says what happened), Join the waitlist and
 * give the place back. A visitor is sent to sign in first, and comes back here.
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
  priceCents: number;
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

export function SeatPanel({
  slug,
  startsAt,
  endsAt,
  initialSeatsLeft,
  capacity,
  priceCents,
  closed,
}: Props) {
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

  // Back from Checkout (?payment=done|cancelled): say what happened; the webhook may be a moment.
  const [returned, setReturned] = useState<string | null>(null);
  useEffect(() => {
    setReturned(new URLSearchParams(window.location.search).get("payment"));
  }, []);
  useEffect(() => {
    if (returned !== "done" || event?.my_seat?.status !== "awaiting_payment") return;
    const timer = window.setTimeout(() => void load(), 2000);
    return () => window.clearTimeout(timer);
  }, [returned, event, load]);

  const seatsLeft = event?.seats_left ?? initialSeatsLeft;
  const mine = event?.my_seat;
  const paid = (event?.price_cents ?? priceCents) > 0;

  async function act(method: "POST" | "DELETE") {
    if (viewer === null) {
      window.location.assign(`/login?next=${encodeURIComponent(`/events/${slug}`)}`);
      return;
    }
    setBusy(true);
    const result = await sendJson<{
      status: string;
      position?: number;
      checkout_url?: string;
      refund?: "full" | "none";
    }>(method, method === "POST" ? `${url}/seats` : `${url}/seats/me`);
    setBusy(false);
    setReturned(null);
    if (!result.ok) {
      setMessage(result.message);
    } else if (method === "DELETE") {
      setMessage(
        result.data.refund === "full"
          ? "Your seat is given back and your payment refunded in full."
          : result.data.refund === "none"
            ? "Your seat is given back. Less than 24 hours before the start, it is not refunded."
            : "Your place is given back.",
      );
    } else if (result.data.checkout_url) {
      // A paid seat: held for you while you pay on Stripe's page.
      window.location.assign(result.data.checkout_url);
      return;
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
      {returned === "done" ? (
        <p className="rounded-xl bg-muted p-4 text-ink" data-testid="payment-return">
          {mine?.status === "seated"
            ? "Payment received: your seat is confirmed. The invitation is in your email."
            : "Thank you: we are confirming your payment…"}
        </p>
      ) : null}
      {returned === "cancelled" && mine?.status === "awaiting_payment" ? (
        <p className="rounded-xl bg-muted p-4 text-ink" data-testid="payment-return">
          Payment not made. Your seat is still held for a little while: pay to take it.
        </p>
      ) : null}
      {mine?.status === "awaiting_payment" ? (
        <p className="rounded-xl bg-brand-50 p-4 text-brand-900">
          A seat is held for you
          {mine.hold_until
            ? ` until ${new Date(mine.hold_until).toLocaleString("en-US", { weekday: "short", hour: "numeric", minute: "2-digit" })}`
            : ""}
          . Pay to take it; after that, it goes to the next person waiting.
        </p>
      ) : null}
      {mine?.status === "waitlisted" ? (
        <p className="rounded-xl bg-muted p-4 text-ink">
          You are number {mine.position} on the waitlist. If a seat is given back, it is yours at
          once and we email you.
        </p>
      ) : null}
      {closed ? (
        <p className="text-ink-muted">Seats for this event are closed.</p>
      ) : mine?.status === "awaiting_payment" ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <button
            type="button"
            disabled={busy}
            onClick={() => act("POST")}
            className={buttonClasses("primary", "min-h-11")}
          >
            Pay for my seat
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => act("DELETE")}
            className={buttonClasses("secondary", "min-h-11")}
          >
            Let the seat go
          </button>
        </div>
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
      {paid && !closed && mine?.status !== "waitlisted" ? (
        <p className="text-sm text-ink-muted">
          Paid by card when you take the seat. Give it back at least 24 hours before the start for a
          full refund; later, it is not refunded. If the host cancels, you are refunded in full.
        </p>
      ) : null}
      <p role="status" aria-live="polite" className="text-sm text-ink">
        {message}
      </p>
    </div>
  );
}
