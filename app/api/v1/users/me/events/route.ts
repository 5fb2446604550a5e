/** A Seer's own events: list them, and write a new draft. */
import { handle } from "@/lib/api/route";
import { groupEventRoutes } from "@/lib/api/routes/group-events";
import { createEvent } from "@/lib/events/manage";
import { listOwnEvents } from "@/lib/events/queries";

export const GET = handle(groupEventRoutes.listOwn, async ({ caller: { user } }) =>
  listOwnEvents(user.id),
);

export const POST = handle(groupEventRoutes.create, async ({ caller: { user }, body }) =>
  createEvent(user.id, body),
);
