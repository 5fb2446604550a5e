/** `POST /bookings/{id}/end`: either party ends a reading under way (lib/readings/actions.ts). */
import { errors } from "@/lib/api/errors";
import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { readingRoutes } from "@/lib/api/routes/readings";
import { requireBookingFor } from "@/lib/bookings/queries";
import { partyOf } from "@/lib/bookings/rows";
import { actOnReading } from "@/lib/readings/actions";

export const POST = handle(readingRoutes.end, async ({ req, caller: { user }, params }) => {
  const booking = await requireBookingFor(user, params.id);
  const party = partyOf(booking, user.id);
  if (!party) throw errors.notEnoughPermissions();
  if (booking.kind !== "reading") throw errors.notAReading();
  return actOnReading({ booking, action: "end", party, base: requestSiteUrl(req) });
});
