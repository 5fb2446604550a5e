/** `DELETE /events/{slug}/seats/me`: give one's seat or waitlist place back. */
import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { groupEventRoutes } from "@/lib/api/routes/group-events";
import { giveSeatBack } from "@/lib/events/seat-actions";

export const DELETE = handle(
  groupEventRoutes.giveSeatBack,
  async ({ req, caller: { user }, params }) =>
    giveSeatBack(params.slug, user.id, requestSiteUrl(req)),
);
