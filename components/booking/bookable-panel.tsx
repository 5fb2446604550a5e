"use client";
/**
 * Booking a session with a Seer who takes bookings: length (the hour counter), day, start time in
 * the viewer's own zone, the total and the terms, then Book now with an optional note. Free times
 * come from the API with SWR; the choice lives in the address, so a visitor logs in and comes back
 * to it. Everything personal is fetched by the browser: the page's HTML is the same for everybody.
 * Once a request is sent, the panel shows it (booking-requested.tsx) until "Book another time".
 */
import { useRef, useState, useSyncExternalStore } from "react";
import useSWR from "swr";
import { HourCounter } from "@/components/ui/hour-counter";
import type { BookingMode } from "@/lib/bookings/place";
import { type FetchError, fetchJson } from "@/lib/client/fetcher";
import { BookingForm } from "./booking-form";
import { BookingRequested } from "./booking-requested";
import type { Booking, SlotsResponse } from "./booking-types";
import { DayStrip } from "./day-strip";
import { TimeChoices } from "./time-choices";
import { addDays, dateKeyIn, laterDay, openingWeek, slotsByDay, viewerTimeZone } from "./times";
import { useBookingChoice } from "./use-booking-choice";

export type BookablePanelProps = {
  slug: string;
  coachName: string;
  /** US dollars per hour. */
  price: number;
  /** The Seer's session lengths in hours, shortest first. */
  lengths: readonly number[];
  /** How many days ahead the Seer takes bookings. */
  horizonDays: number;
  /** How the Seer meets seekers: online, in person, or both (a Hybrid Seer's seeker chooses). */
  modes: readonly BookingMode[];
  /** The Seer's public city, if any. */
  city: string | null;
  /** This page's path, for coming back after logging in. */
  path: string;
  /** Paid by card on Stripe's Checkout (lib/payments): the terms say so, and Book now goes there. */
  paidByCard?: boolean;
};

const noSubscribe = () => () => {};

export function BookablePanel(props: BookablePanelProps) {
  const { slug, coachName, price, lengths, horizonDays, modes, city, path } = props;
  const root = useRef<HTMLDivElement>(null);
  const [booked, setBooked] = useState<Booking | null>(null);
  const firstName = coachName.split(" ")[0] || coachName;
  const { choice, update } = useBookingChoice(lengths);
  // The zone is the browser's: unknown while rendering on the server, so nothing time-bound renders there.
  const zone = useSyncExternalStore(noSubscribe, viewerTimeZone, () => null);
  const today = zone ? dateKeyIn(new Date(), zone) : null;
  // The strip opens on the week of the day in the address (kept from before a login), else today's.
  const [linkedDate] = useState(choice.date);
  const [pickedWeek, setWeek] = useState<string | null>(null);
  const weekStart = pickedWeek ?? (today ? openingWeek(linkedDate, today) : null);

  // One day either side, so a day in the viewer's zone is whole whatever the Seer's zone is.
  const key =
    weekStart && zone
      ? `/api/v1/coaches/${slug}/slots?from=${addDays(weekStart, -1)}&days=9&hours=${choice.hours}`
      : null;
  const slots = useSWR<SlotsResponse, FetchError>(key, fetchJson, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  const byDay = slots.data && zone ? slotsByDay(slots.data.data, zone) : undefined;
  const counts = byDay ? new Map([...byDay].map(([day, list]) => [day, list.length])) : undefined;
  const week = weekStart ? Array.from({ length: 7 }, (_, i) => addDays(weekStart, i)) : [];
  const firstFree = week.find((day) => (counts?.get(day) ?? 0) > 0) ?? null;
  const date =
    choice.date && week.includes(choice.date) && (counts?.get(choice.date) ?? 0) > 0
      ? choice.date
      : firstFree;
  const times = (date && byDay?.get(date)) || [];
  const chosen = times.find((slot) => slot.start === choice.start) ?? null;
  const lostChoice = Boolean(choice.start && slots.data && !slots.isValidating && !chosen);

  if (booked && zone) {
    return (
      <div id="book" ref={root} className="flex scroll-mt-24 flex-col gap-6">
        <BookingRequested
          booking={booked}
          zone={zone}
          firstName={firstName}
          city={city}
          onBookAnother={() => {
            setBooked(null);
            update({ start: null });
            // Back to the choice it left: the day that was chosen, else the panel's first control.
            requestAnimationFrame(() => {
              const panel = root.current;
              const day = panel?.querySelector<HTMLElement>('input[name="booking-day"]:checked');
              (day ?? panel?.querySelector<HTMLElement>("button:enabled"))?.focus();
            });
          }}
        />
      </div>
    );
  }

  return (
    <div id="book" ref={root} className="flex scroll-mt-24 flex-col gap-6">
      <HourCounter
        lengths={lengths}
        value={choice.hours}
        price={price}
        onChange={(hours) => update({ hours })}
        showTotal={false}
      />
      {slots.error ? (
        <p role="status" className="rounded-xl bg-muted px-4 py-3 text-sm text-ink-muted">
          {`Free times could not be loaded (${slots.error.message}). Please try again in a moment.`}
        </p>
      ) : (
        <>
          {weekStart && today ? (
            <DayStrip
              weekStart={weekStart}
              today={today}
              counts={slots.data && !slots.isLoading ? counts : undefined}
              selected={date}
              onSelect={(day) => update({ date: day, start: null })}
              onWeek={(start) => setWeek(laterDay(start, today))}
              horizonDays={horizonDays}
            />
          ) : (
            // As tall as the day strip that takes its place (drawn by the server, before the
            // browser knows the visitor's days), so the panel's first render moves little.
            <p className="min-h-41 text-sm text-ink-muted sm:min-h-[9.4rem]">Loading free times…</p>
          )}
          {slots.data && zone ? (
            times.length > 0 ? (
              <TimeChoices
                slots={times}
                selected={chosen?.start ?? null}
                onSelect={(start) => update({ start, date })}
                viewerZone={zone}
                seerZone={slots.data.timezone}
                seerFirstName={firstName}
              />
            ) : (
              <p role="status" className="rounded-xl bg-muted px-4 py-3 text-sm text-ink-muted">
                No free times these days. Try later days with the arrow.
              </p>
            )
          ) : null}
        </>
      )}
      <BookingForm
        slug={slug}
        firstName={firstName}
        price={price}
        hours={choice.hours}
        modes={modes}
        city={city}
        slot={chosen}
        zone={zone}
        lostChoice={lostChoice}
        choice={{ ...choice, date }}
        path={path}
        paidByCard={props.paidByCard}
        onTaken={() => {
          update({ start: null });
          void slots.mutate();
        }}
        onBooked={(booking) => {
          setBooked(booking);
          void slots.mutate();
        }}
      />
    </div>
  );
}
