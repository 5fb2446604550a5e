/** Every listing for the reviewers, optionally in one state, with each owner's email. */
import { handle } from "@/lib/api/route";
import { listingRoutes } from "@/lib/api/routes/listings";
import { listListings } from "@/lib/listings/review";

export const GET = handle(listingRoutes.list, async ({ query }) => listListings(query));
