/** Every listing for the reviewers, optionally in one state, with each owner's email. */
import { apiRoute, parseQuery } from "@/lib/api/handler";
import { requireSuperuser } from "@/lib/auth/session";
import { listListings } from "@/lib/listings/review";
import { listingStatusQuery } from "@/lib/listings/schema";

export const GET = apiRoute(async (req) => {
  await requireSuperuser(req);
  return listListings(parseQuery(req, listingStatusQuery));
});
