/** The four action routes share one handler: find, check the party, act. */
import "server-only";
import { errors } from "@/lib/api/errors";
import { handle } from "@/lib/api/route";
import { bookingRoutes } from "@/lib/api/routes/bookings";
import { actOnBooking, partyOf } from "./actions";
import { bookingHost } from "./bookable";
import { requireBookingFor } from "./queries";
import type { BookingAction } from "./status";
import { runBookingSweep } from "./sweep";

export function bookingActionRoute(action: BookingAction) {
  return handle(bookingRoutes[action], async ({ req, caller: { user }, params, body }) => {
    const reason = (body as { reason?: string | null } | undefined)?.reason ?? null;
    await runBookingSweep(bookingHost(req));
    const booking = await requireBookingFor(user, params.id);
    const party = partyOf(booking, user.id);
    // A superuser may look at any booking but acts on none that is not theirs.
    if (!party) throw errors.notEnoughPermissions();
    return actOnBooking({ booking, action, party, reason, host: bookingHost(req) });
  });
}
