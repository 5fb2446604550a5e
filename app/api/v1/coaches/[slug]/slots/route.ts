/** A Seer's free times (anyone): starts of H-hour sessions over N days from a date in the Seer's zone. */
import { DateTime } from "luxon";
import { handle } from "@/lib/api/route";
import { bookingRoutes } from "@/lib/api/routes/bookings";
import { findBookableListing } from "@/lib/bookings/bookable";
import { busyIntervals, slotRules } from "@/lib/bookings/rules";
import { freeSlots } from "@/lib/bookings/slots";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";

export const GET = handle(bookingRoutes.slots, async ({ params, query }) => {
  const listing = await findBookableListing(params.slug);
  // A sample coach takes no bookings: no free times.
  if (!listing) return { timezone: "UTC", data: [] };
  const rules = slotRules(listing);
  const at = now();
  const from = query.from ?? DateTime.fromJSDate(at, { zone: rules.timezone }).toISODate() ?? "";
  const busy = await busyIntervals(getDb(), [listing.id], at);
  const slots = freeSlots({
    rules,
    busy: busy.get(listing.id) ?? [],
    now: at,
    from,
    days: query.days,
    hours: query.hours,
  });
  return {
    timezone: rules.timezone,
    data: slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() })),
  };
});
