/** `POST /bookings/{id}/no-show/contest`: the party said to be absent says they were there. */
import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { noShowRoutes } from "@/lib/api/routes/no-shows";
import { contestNoShow, requireParty } from "@/lib/bookings/no-show";
import { requireBookingFor } from "@/lib/bookings/queries";
import { runBookingSweep } from "@/lib/bookings/sweep";

export const POST = handle(
  noShowRoutes.contest,
  async ({ req, caller: { user }, params, body }) => {
    const base = requestSiteUrl(req);
    await runBookingSweep(base);
    const booking = await requireBookingFor(user, params.id);
    const party = requireParty(booking, user.id);
    return contestNoShow({ booking, party, note: body.note, base });
  },
);
