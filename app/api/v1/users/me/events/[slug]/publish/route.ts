/** `POST /users/me/events/{slug}/publish`: a draft goes public. */
import { handle } from "@/lib/api/route";
import { groupEventRoutes } from "@/lib/api/routes/group-events";
import { publishEvent } from "@/lib/events/manage";

export const POST = handle(groupEventRoutes.publish, async ({ caller: { user }, params }) =>
  publishEvent(user.id, params.slug),
);
