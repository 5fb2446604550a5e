/** No-shows (issue 29): a party's claim that the other did not come, its contest, the admins' word. */
import { declareRoute } from "@/lib/api/contract";
import {
  noShowContestSchema,
  noShowQueueQuerySchema,
  noShowReportSchema,
  noShowResolveSchema,
} from "@/lib/bookings/no-show-schema";
import { bookingPublicSchema, bookingsPublicSchema } from "@/lib/bookings/schema";
import { idParams } from "./params";

export const noShowRoutes = {
  report: declareRoute({
    method: "POST",
    path: "/bookings/{id}/no-show",
    name: "report_no_show",
    summary:
      "Say the other party did not come (either party, from 15 minutes after the start until 24 hours after the end), with an optional note; 409 outside that window or when a claim exists. The other may contest it for 24 hours; uncontested, it stands",
    tag: "bookings",
    auth: "user",
    params: idParams,
    body: { json: noShowReportSchema.optional() },
    response: bookingPublicSchema,
    errors: [403, 404, 409],
  }),
  contest: declareRoute({
    method: "POST",
    path: "/bookings/{id}/no-show/contest",
    name: "contest_no_show",
    summary:
      "Contest a no-show said of you, with a note, until its deadline (24 hours after the claim); the admins then decide",
    tag: "bookings",
    auth: "user",
    params: idParams,
    body: { json: noShowContestSchema },
    response: bookingPublicSchema,
    errors: [403, 404, 409],
  }),
  resolve: declareRoute({
    method: "POST",
    path: "/bookings/{id}/no-show/resolve",
    name: "resolve_no_show",
    summary:
      'Settle a no-show claim (superusers): "upheld" (the Seer absent: cancelled by the Seer and refunded in full; the seeker absent: completed, not reviewable) or "rejected" (the session was held: completed)',
    tag: "bookings",
    auth: "superuser",
    params: idParams,
    body: { json: noShowResolveSchema },
    response: bookingPublicSchema,
    errors: [404, 409],
  }),
  queue: declareRoute({
    method: "GET",
    path: "/no-shows/",
    name: "read_no_shows",
    summary:
      "Bookings with a no-show claim, contested ones (the admins' queue) or all, oldest claim first, each with `room_presence` (superusers)",
    tag: "bookings",
    auth: "superuser",
    query: noShowQueueQuerySchema,
    response: bookingsPublicSchema,
  }),
};
