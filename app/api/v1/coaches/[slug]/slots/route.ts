/** A Seer's free times (anyone): starts of H-hour sessions over N days from a date in the Seer's zone. */
import { DateTime } from "luxon";
import { apiRoute, parseQuery } from "@/lib/api/handler";
import { findBookableListing, pathSlug } from "@/lib/bookings/bookable";
import { busyIntervals, slotRules } from "@/lib/bookings/rules";
import { slotsQuerySchema } from "@/lib/bookings/schema";
import { freeSlots } from "@/lib/bookings/slots";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";

type Params = { slug: string };

export const GET = apiRoute<Params>(async (req, params) => {
  const listing = await findBookableListing(pathSlug(params.slug));
  const query = parseQuery(req, slotsQuerySchema);
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
