/** One coach of the catalogue (anyone); an unpublished listing only for its owner and superusers. */
import { apiRoute } from "@/lib/api/handler";
import { parseOrThrow } from "@/lib/api/validation";
import { requireUser } from "@/lib/auth/session";
import { getCatalogListing } from "@/lib/catalog/api";
import { coachSlugParam } from "@/lib/catalog/schema";

type Params = { slug: string };

export const GET = apiRoute<Params>(async (req, params) => {
  const slug = parseOrThrow(coachSlugParam, params.slug, "path", ["slug"]);
  // Signing in is optional here: a bad or missing token just means "a visitor".
  const viewer = await requireUser(req).then(
    (caller) => caller.user,
    () => undefined,
  );
  return getCatalogListing(slug, viewer);
});
