/** One of a Seer's own events: read it, change it. */
import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { groupEventRoutes } from "@/lib/api/routes/group-events";
import { updateEvent } from "@/lib/events/manage";
import { readOwnEventPublic } from "@/lib/events/queries";

export const GET = handle(groupEventRoutes.readOwn, async ({ caller: { user }, params }) =>
  readOwnEventPublic(user.id, params.slug),
);

export const PATCH = handle(
  groupEventRoutes.updateOwn,
  async ({ req, caller: { user }, params, body }) =>
    updateEvent(user.id, params.slug, body, requestSiteUrl(req)),
);
