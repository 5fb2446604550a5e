/** `POST /users/me/events/{slug}/message`: "Email attendees", rate limited per event. */
import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { groupEventRoutes } from "@/lib/api/routes/group-events";
import { emailAttendees } from "@/lib/events/manage";

export const POST = handle(
  groupEventRoutes.message,
  async ({ req, caller: { user }, params, body }) =>
    emailAttendees(user.id, params.slug, body, requestSiteUrl(req)),
);
