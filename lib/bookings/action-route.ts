/** The four action routes share one handler: find, check the party, act. */
import "server-only";
import { errors } from "@/lib/api/errors";
import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { bookingRoutes } from "@/lib/api/routes/bookings";
import { guardAcceptClash } from "@/lib/calendars/clash";
import { actOnReading } from "@/lib/readings/actions";
import { actOnBooking } from "./actions";
import { requireBookingFor } from "./queries";
import { endOf, partyOf, startOf } from "./rows";
import type { BookingAction } from "./status";
import { runBookingSweep } from "./sweep";

export function bookingActionRoute(action: BookingAction) {
  return handle(bookingRoutes[action], async ({ req, caller: { user }, params, body }) => {
    // decline and cancel take an optional {"reason"}; an empty body is no reason.
    const reason = (body as { reason?: string | null } | undefined)?.reason ?? null;
    const base = requestSiteUrl(req);
    await runBookingSweep(base);
    const booking = await requireBookingFor(user, params.id);
    const party = partyOf(booking, user.id);
    // A superuser may look at any booking but acts on none that is not theirs.
    if (!party) throw errors.notEnoughPermissions();
    if (
      action === "accept" &&
      party === "seer" &&
      booking.kind !== "reading" &&
      booking.status === "requested"
    ) {
      // Issue 38: a time the Seer's own calendar has become busy at, they decide (409 first).
      await guardAcceptClash({
        listingId: booking.listing_id,
        seerId: booking.seer_id,
        start: startOf(booking),
        end: endOf(booking),
        confirmed: (body as { confirm_clash?: boolean } | undefined)?.confirm_clash === true,
      });
    }
    // A reading has its own moves (lib/readings/status.ts).
    if (booking.kind === "reading") {
      if (action === "complete") throw errors.readingCompletesByEnding();
      return actOnReading({ booking, action, party, reason, base });
    }
    return actOnBooking({ booking, action, party, reason, base });
  });
}
