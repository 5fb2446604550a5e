/** `POST /bookings/{id}/no-show/resolve`: an admin settles a claim, upheld or rejected. */
import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { noShowRoutes } from "@/lib/api/routes/no-shows";
import { resolveNoShow } from "@/lib/bookings/no-show";
import { requireBookingFor } from "@/lib/bookings/queries";
import { runBookingSweep } from "@/lib/bookings/sweep";

export const POST = handle(
  noShowRoutes.resolve,
  async ({ req, caller: { user }, params, body }) => {
    const base = requestSiteUrl(req);
    await runBookingSweep(base);
    const booking = await requireBookingFor(user, params.id);
    return resolveNoShow({ booking, outcome: body.outcome, adminId: user.id, base });
  },
);
