/** The four action routes share one handler: authenticate, find, check the party, act. */
import "server-only";
import { readJson } from "@/lib/api/body";
import { errors } from "@/lib/api/errors";
import { apiRoute, parseUuid } from "@/lib/api/handler";
import { requestSiteUrl } from "@/lib/api/request-info";
import { requireUser } from "@/lib/auth/session";
import { bookingReasonSchema } from "@/lib/validation/bookings";
import { actOnBooking } from "./actions";
import { requireBookingFor } from "./queries";
import { partyOf } from "./rows";
import type { BookingAction } from "./status";
import { runBookingSweep } from "./sweep";

export function bookingActionRoute(action: BookingAction) {
  return apiRoute<{ id: string }>(async (req, params) => {
    const { user } = await requireUser(req);
    const id = parseUuid(params.id, "id");
    // decline and cancel take an optional {"reason"}; an empty body is no reason.
    const body =
      action === "decline" || action === "cancel"
        ? await readJson(req, bookingReasonSchema.optional())
        : undefined;
    const reason = body?.reason ?? null;
    const base = requestSiteUrl(req);
    await runBookingSweep(base);
    const booking = await requireBookingFor(user, id);
    const party = partyOf(booking, user.id);
    // A superuser may look at any booking but acts on none that is not theirs.
    if (!party) throw errors.notEnoughPermissions();
    return actOnBooking({ booking, action, party, reason, base });
  });
}
