/** Booking requests: make one (signed in) and list one's own, as seeker or as Seer. */
import { readJson } from "@/lib/api/body";
import { errors } from "@/lib/api/errors";
import { apiRoute, parseQuery } from "@/lib/api/handler";
import { requestSiteUrl } from "@/lib/api/request-info";
import { requireUser } from "@/lib/auth/session";
import { findBookableListing } from "@/lib/bookings/bookable";
import { listBookingsFor } from "@/lib/bookings/queries";
import { requestBooking } from "@/lib/bookings/requests";
import { runBookingSweep } from "@/lib/bookings/sweep";
import { bookingCreateSchema, bookingListQuerySchema } from "@/lib/validation/bookings";

export const GET = apiRoute(async (req) => {
  const { user } = await requireUser(req);
  const query = parseQuery(req, bookingListQuerySchema);
  // Time's changes are written (and announced) before anyone reads them.
  await runBookingSweep(requestSiteUrl(req));
  return listBookingsFor({ userId: user.id, ...query });
});

export const POST = apiRoute(async (req) => {
  const { user } = await requireUser(req);
  const input = await readJson(req, bookingCreateSchema);
  const listing = await findBookableListing(input.coach_slug);
  if (!listing) throw errors.coachNotBookable();
  return requestBooking(listing, user.id, input, requestSiteUrl(req));
});
