/** A coach slug from the path that names a coach in the catalogue, or the API's 404. */
import "server-only";
import { errors } from "@/lib/api/errors";
import { parseOrThrow } from "@/lib/api/validation";
import { getCoachBySlug } from "./queries";
import { coachSlugParam } from "./schema";

export async function requireCoach(slug: string) {
  const coach = await getCoachBySlug(parseOrThrow(coachSlugParam, slug, "path", ["slug"]));
  if (!coach) throw errors.coachNotFound();
  return coach;
}
