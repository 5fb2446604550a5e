"use client";
/**
 * The signed-in user's bookings from the API, split the way the screens show them. "Now" is the
 * server's clock (passed from the page), so what is upcoming or past agrees with what the API allows.
 */
import { useEffect, useMemo, useState } from "react";
import useSWR from "swr";
import { fetchJson } from "@/lib/client/fetcher";
import {
  type Booking,
  type BookingList,
  isCalledOff,
  isUpcoming,
  type Side,
} from "./booking-types";

/** Enough for anyone's sessions for a long while; the lists say if there are more. */
const LIST_LIMIT = 100;

const bookingsKey = (side: Side) => `/api/v1/bookings/?as=${side}&limit=${LIST_LIMIT}`;
export const REQUESTS_COUNT_KEY = "/api/v1/bookings/?as=seer&status=requested&limit=1";

export function useBookings(side: Side, enabled = true) {
  return useSWR<BookingList>(enabled ? bookingsKey(side) : null, fetchJson);
}

/** The server's "now" in milliseconds, ticking once a minute from where the page said it was. */
export function useServerNow(serverNow: string): number {
  const offset = useMemo(() => Date.parse(serverNow) - Date.now(), [serverNow]);
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    const timer = window.setInterval(() => setNow(Date.now() + offset), 60_000);
    return () => window.clearInterval(timer);
  }, [offset]);
  return now;
}

const byStart = (a: Booking, b: Booking) => a.start.localeCompare(b.start);

type BookingGroups = {
  requests: Booking[];
  upcoming: Booking[];
  calledOff: Booking[];
  past: Booking[];
};

/**
 * Requests waiting for an answer, confirmed sessions ahead (soonest first), those declined,
 * cancelled or expired whose date is still ahead (soonest first: they are not past yet), and
 * everything that ended or was settled (latest first). A seeker's upcoming list includes their
 * own requests.
 */
export function groupBookings(list: readonly Booking[], side: Side, nowMs: number): BookingGroups {
  const groups: BookingGroups = { requests: [], upcoming: [], calledOff: [], past: [] };
  for (const booking of list) {
    if (isCalledOff(booking) && Date.parse(booking.start) > nowMs) groups.calledOff.push(booking);
    else if (!isUpcoming(booking, nowMs)) groups.past.push(booking);
    else if (side === "seer" && booking.status === "requested") groups.requests.push(booking);
    else groups.upcoming.push(booking);
  }
  return {
    requests: groups.requests.sort(byStart),
    upcoming: groups.upcoming.sort(byStart),
    calledOff: groups.calledOff.sort(byStart),
    past: groups.past.sort((a, b) => byStart(b, a)),
  };
}
