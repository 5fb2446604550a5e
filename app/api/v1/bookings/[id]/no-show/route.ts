/** `POST /bookings/{id}/no-show`: a party says the other did not come (lib/bookings/no-show.ts). */
import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { noShowRoutes } from "@/lib/api/routes/no-shows";
import { reportNoShow, requireParty } from "@/lib/bookings/no-show";
import { requireBookingFor } from "@/lib/bookings/queries";
import { runBookingSweep } from "@/lib/bookings/sweep";

export const POST = handle(noShowRoutes.report, async ({ req, caller: { user }, params, body }) => {
  const base = requestSiteUrl(req);
  await runBookingSweep(base);
  const booking = await requireBookingFor(user, params.id);
  const party = requireParty(booking, user.id);
  return reportNoShow({ booking, party, note: body?.note ?? null, base });
});
