"use client";
/**
 * /bookings. Everyone sees the sessions they booked, upcoming and past. A Seer's tabs are the
 * requests waiting for an answer (with their count), the sessions ahead and the past ones, plus
 * the sessions they booked themselves. Bookings declined, cancelled or expired whose date is still
 * ahead are not past: they follow the sessions ahead in a group of their own. The open tab is kept
 * in ?tab= (replaced, not pushed).
 */
import * as Tabs from "@radix-ui/react-tabs";
import { CalendarDays } from "lucide-react";
import Link from "next/link";
import { type ReactNode, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { usePaymentsTerms } from "@/lib/client/payments";
import { BookingCard } from "./booking-card";
import { type BookingTab, parseBookingTab } from "./booking-tabs";
import type { Booking, Side } from "./booking-types";
import { zoneCity } from "./times";
import { groupBookings, useBookings, useServerNow } from "./use-bookings";
import { useReaderZone } from "./use-reader-zone";

type Props = {
  isSeer: boolean;
  initialTab: BookingTab;
  serverNow: string;
  /** The account's time zone (the browser's when it has none). */
  accountZone: string | null;
};

export function BookingsScreen({ isSeer, initialTab, serverNow, accountZone }: Props) {
  const [tab, setTab] = useState<BookingTab>(initialTab);
  const nowMs = useServerNow(serverNow);
  const zone = useReaderZone(accountZone);
  const paidByCard = usePaymentsTerms().enabled;
  const asSeeker = useBookings("seeker");
  const asSeer = useBookings("seer", isSeer);
  const mine = asSeeker.data ? groupBookings(asSeeker.data.data, "seeker", nowMs) : undefined;
  const theirs = asSeer.data ? groupBookings(asSeer.data.data, "seer", nowMs) : undefined;

  function choose(value: string) {
    const next = parseBookingTab(value, isSeer);
    setTab(next);
    const url = new URL(window.location.href);
    url.searchParams.set("tab", next);
    window.history.replaceState(null, "", `${url.pathname}${url.search}`);
  }

  const list = (side: Side, items: Booking[] | undefined, error: unknown, empty: ReactNode) => {
    if (error)
      return (
        <p role="alert" className="text-danger-text">
          We couldn&apos;t load your bookings. Please reload the page.
        </p>
      );
    if (!items || !zone) return <p className="text-ink-muted">Loading bookings…</p>;
    if (items.length === 0) return <Empty>{empty}</Empty>;
    return cards(side, items, zone);
  };

  const cards = (side: Side, items: Booking[], shownIn: string) => (
    <ul className="flex max-w-4xl flex-col gap-4">
      {items.map((booking) => (
        <li key={booking.id}>
          <BookingCard booking={booking} side={side} nowMs={nowMs} zone={shownIn} />
        </li>
      ))}
    </ul>
  );

  /** A tab's list, then the bookings called off whose date is still ahead, under their own heading. */
  const withCalledOff = (
    tabValue: BookingTab,
    side: Side,
    items: Booking[] | undefined,
    calledOff: Booking[] | undefined,
    error: unknown,
    empty: ReactNode,
  ) => (
    <div className="flex flex-col gap-8">
      {list(side, items, error, empty)}
      {calledOff && calledOff.length > 0 && zone && !error ? (
        <section aria-labelledby={`called-off-${tabValue}`} className="flex flex-col gap-3">
          <div className="flex flex-col gap-1">
            <h2 id={`called-off-${tabValue}`} className="font-serif text-xl font-semibold text-ink">
              Cancelled and declined
            </h2>
            <p className="text-sm text-ink-muted">
              {side === "seeker"
                ? "These will not take place. Choose another time with the same Seer, or find another on Discover."
                : "These will not take place: you declined them, they were cancelled, or they expired unanswered."}
            </p>
          </div>
          {cards(side, calledOff, zone)}
        </section>
      ) : null}
    </div>
  );

  const findSeer = (
    <>
      <p>Find a Seer on Discover and book a session from their page.</p>
      <Link href="/discover" className={buttonClasses("primary", "self-start")}>
        Discover Seers
      </Link>
    </>
  );
  const seekerPast =
    "Sessions you had show here, and requests that were declined, cancelled or expired once their date has passed.";
  const tabs: { value: BookingTab; label: string; content: ReactNode }[] = isSeer
    ? [
        {
          value: "requests",
          label: `Requests${theirs ? ` (${theirs.requests.length})` : ""}`,
          content: list(
            "seer",
            theirs?.requests,
            asSeer.error,
            "No requests are waiting for an answer.",
          ),
        },
        {
          value: "upcoming",
          label: "Upcoming",
          content: withCalledOff(
            "upcoming",
            "seer",
            theirs?.upcoming,
            theirs?.calledOff,
            asSeer.error,
            "No confirmed sessions ahead.",
          ),
        },
        {
          value: "past",
          label: "Past",
          content: list("seer", theirs?.past, asSeer.error, "Your past sessions will show here."),
        },
        {
          value: "booked",
          label: "Booked by you",
          content: withCalledOff(
            "booked",
            "seeker",
            mine ? [...mine.upcoming, ...mine.past] : undefined,
            mine?.calledOff,
            asSeeker.error,
            findSeer,
          ),
        },
      ]
    : [
        {
          value: "upcoming",
          label: "Upcoming",
          content: withCalledOff(
            "upcoming",
            "seeker",
            mine?.upcoming,
            mine?.calledOff,
            asSeeker.error,
            findSeer,
          ),
        },
        {
          value: "past",
          label: "Past",
          content: list("seeker", mine?.past, asSeeker.error, seekerPast),
        },
      ];

  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="font-serif text-3xl font-semibold text-ink">My bookings</h1>
        <p className="text-sm text-ink-muted">
          Times are shown in your time zone{zone ? ` (${zoneCity(zone)})` : ""}.{" "}
          {paidByCard
            ? "Sessions are paid by card when booked."
            : "Sessions are paid to the Seer at the session."}
        </p>
      </div>
      <Tabs.Root value={tab} onValueChange={choose} className="flex flex-col gap-6">
        <Tabs.List
          aria-label="Bookings"
          className="grid grid-cols-2 gap-1 self-start rounded-xl border border-line bg-muted p-1 max-sm:w-full sm:flex"
        >
          {tabs.map((item) => (
            <Tabs.Trigger
              key={item.value}
              value={item.value}
              className="flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-medium whitespace-nowrap text-ink-muted transition-colors hover:bg-surface/60 hover:text-ink data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm sm:px-4 dark:data-[state=active]:bg-brand-900"
            >
              {item.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((item) => (
          <Tabs.Content key={item.value} value={item.value} className="outline-none">
            {item.content}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-line p-6 text-ink-muted">
      <CalendarDays aria-hidden size={22} className="text-accent" />
      {typeof children === "string" ? <p>{children}</p> : children}
    </div>
  );
}
