/** A coach slug from the path that names a coach in the catalogue, or the API's 404. */
import "server-only";
import { ApiError } from "@/lib/api/errors";
import { parseOrThrow } from "@/lib/api/validation";
import { getCoach } from "@/lib/catalog/coaches";
import { coachSlugParam } from "@/lib/validation/coaches";

export function requireCoach(slug: string) {
  const coach = getCoach(parseOrThrow(coachSlugParam, slug, "path", ["slug"]));
  if (!coach) throw new ApiError(404, "Coach not found");
  return coach;
}
