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
import type { EventCard, SeatPayment } from "@/lib/events/schema";

type MySeat = {
  event: EventCard & { status: "draft" | "published" | "cancelled" };
  status: "seated" | "waitlisted" | "awaiting_payment" | "cancelled";
  position?: number;
  hold_until?: string;
  payment?: SeatPayment;
};

const price = (payment: SeatPayment) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: payment.currency.toUpperCase(),
  }).format(payment.amount_cents / 100);

/** What became of a paid seat's money, in a line. */
function paymentLine(payment: SeatPayment): string {
  switch (payment.status) {
    case "paid":
      return `Paid ${price(payment)}. Refunded in full if you give the seat back at least 24 hours before the start.`;
    case "awaiting_payment":
      return `${price(payment)} to pay.`;
    case "refund_pending":
      return `Your ${price(payment)} is being refunded.`;
    case "refunded":
      return `Refunded ${price(payment)} in full.`;
    case "not_refunded":
      return `Given back less than 24 hours before the start: ${price(payment)} not refunded.`;
  }
}

function statusLine(seat: MySeat): string {
  if (seat.status === "seated") return "You have a seat";
  if (seat.status === "waitlisted") return `Number ${seat.position} on the waitlist`;
  if (seat.status === "cancelled") return "Given back";
  return seat.hold_until
    ? `Awaiting payment: held for you until ${eventWhen(seat.hold_until)}`
    : "Awaiting payment";
}

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
              <p className="text-sm font-semibold text-ink" data-testid="seat-status">
                {statusLine(seat)}
              </p>
              {seat.payment ? (
                <p className="text-sm text-ink-muted" data-testid="seat-payment">
                  {paymentLine(seat.payment)}
                </p>
              ) : null}
            </div>
            {seat.status === "cancelled" ? null : seat.status === "awaiting_payment" ? (
              <Link
                href={`/events/${seat.event.slug}`}
                className={buttonClasses("primary", "min-h-11")}
              >
                Pay for my seat
              </Link>
            ) : (
              <ConfirmDialog
                title={seat.status === "seated" ? "Give your seat back?" : "Leave the waitlist?"}
                description={`${seat.event.title}: the next person waiting gets your place.${seat.payment?.status === "paid" ? " A paid seat given back at least 24 hours before the start is refunded in full; later, it is not." : ""}`}
                confirmLabel={seat.status === "seated" ? "Give it back" : "Leave"}
                busyLabel="Giving back…"
                trigger={
                  <button type="button" className={buttonClasses("secondary", "min-h-11")}>
                    {seat.status === "seated" ? "Give my seat back" : "Leave the waitlist"}
                  </button>
                }
                confirm={async () => {
                  const result = await sendJson<{ refund?: "full" | "none" }>(
                    "DELETE",
                    `/api/v1/events/${seat.event.slug}/seats/me`,
                  );
                  if (!result.ok) showError(result.message);
                  else
                    showSuccess(
                      result.data.refund === "full"
                        ? "Your seat is given back and refunded in full."
                        : result.data.refund === "none"
                          ? "Your seat is given back (not refunded: less than 24 hours before)."
                          : "Your place is given back.",
                    );
                  return result.ok;
                }}
                afterConfirm={() => mutate()}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
