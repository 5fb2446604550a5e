/** One coach of the catalogue (anyone); an unpublished listing only for its owner and superusers. */
import { handle } from "@/lib/api/route";
import { coachRoutes } from "@/lib/api/routes/coaches";
import { getCatalogListing } from "@/lib/catalog/api";

export const GET = handle(coachRoutes.read, async ({ caller, params }) =>
  getCatalogListing(params.slug, caller?.user),
);
