/** `GET /events/{slug}`: one event; its private place only to its host and the seated. */
import { handle } from "@/lib/api/route";
import { groupEventRoutes } from "@/lib/api/routes/group-events";
import { readEvent } from "@/lib/events/queries";

export const GET = handle(groupEventRoutes.read, async ({ caller, params }) =>
  readEvent(params.slug, caller?.user.id ?? null),
);
