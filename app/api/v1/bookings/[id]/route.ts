/** One booking, for its two parties and superusers (anyone else gets the 404 a stranger would). */
import { apiRoute, parseUuid } from "@/lib/api/handler";
import { requestSiteUrl } from "@/lib/api/request-info";
import { requireUser } from "@/lib/auth/session";
import { requireBookingFor } from "@/lib/bookings/queries";
import { partyOf, toBookingPublic } from "@/lib/bookings/rows";
import { runBookingSweep } from "@/lib/bookings/sweep";
import { now } from "@/lib/clock";

type Params = { id: string };

export const GET = apiRoute<Params>(async (req, params) => {
  const { user } = await requireUser(req);
  const id = parseUuid(params.id, "id");
  // Time's changes are written (and announced) before anyone reads them.
  await runBookingSweep(requestSiteUrl(req));
  const row = await requireBookingFor(user, id);
  return toBookingPublic(row, now(), partyOf(row, user.id));
});
