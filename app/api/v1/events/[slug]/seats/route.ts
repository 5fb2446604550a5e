/** `POST /events/{slug}/seats`: take a seat, or a place on the waitlist when the event is full. */
import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { groupEventRoutes } from "@/lib/api/routes/group-events";
import { takeSeat } from "@/lib/events/seat-actions";

export const POST = handle(groupEventRoutes.takeSeat, async ({ req, caller: { user }, params }) =>
  takeSeat(params.slug, user.id, requestSiteUrl(req)),
);
