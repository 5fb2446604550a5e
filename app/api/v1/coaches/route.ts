/** The public catalogue: published listings, filtered and paged, with facet counts (anyone). */
import { apiRoute, parseQuery } from "@/lib/api/handler";
import { listCatalog } from "@/lib/catalog/api";
import { catalogQuerySchema } from "@/lib/catalog/schema";

export const GET = apiRoute(async (req) => listCatalog(parseQuery(req, catalogQuerySchema)));
