/** The four reschedule routes' work: the time's changes written, the booking found, the party known, then the step. */
import "server-only";
import { errors } from "@/lib/api/errors";
import { requestSiteUrl } from "@/lib/api/request-info";
import type { RouteInput } from "@/lib/api/route";
import type { bookingRoutes } from "@/lib/api/routes/bookings";
import { requireBookingFor } from "./queries";
import { answerReschedule, proposeReschedule } from "./reschedule";
import { partyOf } from "./rows";
import { runBookingSweep } from "./sweep";

type Input<K extends keyof typeof bookingRoutes> = RouteInput<(typeof bookingRoutes)[K]>;

async function actorFor(req: Request, user: { id: string; is_superuser: boolean }, id: string) {
  const base = requestSiteUrl(req);
  await runBookingSweep(base);
  const booking = await requireBookingFor(user, id);
  const party = partyOf(booking, user.id);
  // A superuser may look at any booking but moves none that is not theirs.
  if (!party) throw errors.notEnoughPermissions();
  return { bookingId: booking.id, listingId: booking.listing_id, party, base };
}

export async function proposeRescheduleFor({ req, caller, params, body }: Input<"reschedule">) {
  const actor = await actorFor(req, caller.user, params.id);
  return Response.json(await proposeReschedule(actor, body.starts), { status: 201 });
}

export async function acceptRescheduleFor({
  req,
  caller,
  params,
  body,
}: Input<"rescheduleAccept">) {
  return answerReschedule(await actorFor(req, caller.user, params.id), "accept", body.start);
}

export async function declineRescheduleFor({ req, caller, params }: Input<"rescheduleDecline">) {
  return answerReschedule(await actorFor(req, caller.user, params.id), "decline");
}

export async function withdrawRescheduleFor({ req, caller, params }: Input<"rescheduleWithdraw">) {
  return answerReschedule(await actorFor(req, caller.user, params.id), "withdraw");
}
