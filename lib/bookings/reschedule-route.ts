/** The four reschedule routes share one way in: the time's changes written, the booking found, the party known. */
import "server-only";
import { errors } from "@/lib/api/errors";
import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { bookingRoutes } from "@/lib/api/routes/bookings";
import { requireBookingFor } from "./queries";
import { answerReschedule, proposeReschedule } from "./reschedule";
import { partyOf } from "./rows";
import { runBookingSweep } from "./sweep";

async function actorFor(req: Request, user: { id: string; is_superuser: boolean }, id: string) {
  const base = requestSiteUrl(req);
  await runBookingSweep(base);
  const booking = await requireBookingFor(user, id);
  const party = partyOf(booking, user.id);
  // A superuser may look at any booking but moves none that is not theirs.
  if (!party) throw errors.notEnoughPermissions();
  return { bookingId: booking.id, listingId: booking.listing_id, party, base };
}

export const proposeRescheduleRoute = handle(
  bookingRoutes.reschedule,
  async ({ req, caller: { user }, params, body }) => {
    const proposal = await proposeReschedule(await actorFor(req, user, params.id), body.starts);
    return Response.json(proposal, { status: 201 });
  },
);

export const acceptRescheduleRoute = handle(
  bookingRoutes.rescheduleAccept,
  async ({ req, caller: { user }, params, body }) =>
    answerReschedule(await actorFor(req, user, params.id), "accept", body.start),
);

export function rescheduleAnswerRoute(answer: "decline" | "withdraw") {
  const route =
    answer === "decline" ? bookingRoutes.rescheduleDecline : bookingRoutes.rescheduleWithdraw;
  return handle(route, async ({ req, caller: { user }, params }) =>
    answerReschedule(await actorFor(req, user, params.id), answer),
  );
}
