/** `POST /users/me/events/{slug}/cancel`: everyone with a place is told. */
import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { groupEventRoutes } from "@/lib/api/routes/group-events";
import { cancelEvent } from "@/lib/events/manage";

export const POST = handle(groupEventRoutes.cancel, async ({ req, caller: { user }, params }) =>
  cancelEvent(user.id, params.slug, requestSiteUrl(req)),
);
