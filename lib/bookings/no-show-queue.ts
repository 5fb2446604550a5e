/** The admins' no-show queue: bookings with a claim, each with the room's entries and exits. */
import "server-only";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { withPresence } from "./no-show";
import { bookingQuery } from "./rows";
import type { BookingPublic } from "./schema";

export async function listNoShowClaims(args: {
  status: "contested" | "all";
  skip: number;
  limit: number;
}): Promise<{ data: BookingPublic[]; count: number }> {
  const at = now();
  let query = bookingQuery(getDb()).where("booking_no_show.status", "is not", null);
  if (args.status === "contested") query = query.where("booking_no_show.status", "=", "contested");
  const rows = await query
    .orderBy("booking_no_show.created_at", "asc")
    .orderBy("booking.id")
    .execute();
  const page = rows.slice(args.skip, args.skip + args.limit);
  // An admin looks on: no party's view, and the presence beside each claim.
  return {
    data: await Promise.all(page.map((row) => withPresence(row, at, null))),
    count: rows.length,
  };
}
