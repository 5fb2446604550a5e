/** The public catalogue: published listings, filtered and paged, with facet counts (anyone). */
import { handle } from "@/lib/api/route";
import { coachRoutes } from "@/lib/api/routes/coaches";
import { listCatalog } from "@/lib/catalog/api";

export const GET = handle(coachRoutes.list, async ({ query }) => listCatalog(query));
