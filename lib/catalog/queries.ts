/**
 * The coach catalogue: the only way pages read coaches and categories. Coaches are the published
 * listings in the database (the sample coaches of `data/` are seeded there on first start);
 * categories are the fixed list of `data/categories`.
 */
import "server-only";
import { CATEGORIES } from "@/data/categories";
import { getDb } from "@/lib/db/client";
import { catalogContext } from "./context";
import { type CatalogFacets, countFacets } from "./facets";
import type { CatalogFilters } from "./filters";
import { inCatalogOrder, publishedListings, rowsToCoaches } from "./rows";
import { type Category, type Coach, LOCATIONS } from "./types";
import { catalogWhere } from "./where";

/** Featured Coaches shows at most this many; the other coaches after them come in pages. */
const FEATURED_LIMIT = 10;
export const PAGE_SIZE = 12;

type CoachPage = {
  coaches: Coach[];
  count: number;
};

/** Published coaches in the catalogue's order, `skip`/`limit` paged (the API's list). */
export async function queryCoaches({
  filters,
  skip,
  limit,
}: {
  filters: CatalogFilters;
  skip: number;
  limit: number;
}): Promise<CoachPage & { rows: Awaited<ReturnType<typeof findRows>> }> {
  const context = await catalogContext(filters);
  const where = catalogWhere(filters, context);
  const [counted, rows] = await Promise.all([countRows(where), findRows(where, skip, limit)]);
  return { coaches: await rowsToCoaches(rows, context.at), rows, count: counted.total };
}

function findRows(where: ReturnType<typeof catalogWhere>, skip: number, limit: number) {
  return inCatalogOrder(getDb().selectFrom("listing").selectAll("listing").where(where))
    .offset(skip)
    .limit(limit)
    .execute();
}

async function countRows(where: ReturnType<typeof catalogWhere>) {
  const rows = await getDb()
    .selectFrom("listing")
    .select((eb) => ["listing.featured", eb.fn.countAll<number | string>().as("n")])
    .where(where)
    .groupBy("listing.featured")
    .execute();
  let total = 0;
  let featured = 0;
  for (const row of rows) {
    total += Number(row.n);
    if (row.featured === true || row.featured === 1) featured += Number(row.n);
  }
  return { total, featured };
}

type CoachList = {
  featured: Coach[];
  /** A page of the others (Discover's Available Coaches). */
  available: Coach[];
  total: number;
  /** The page of other coaches shown (1-based) and how many there are. */
  page: number;
  pageCount: number;
};

/** Discover's coaches for a set of filters: up to ten featured ones, then a page of the others. */
export async function listCoaches({
  filters,
  page = 1,
}: {
  filters: CatalogFilters;
  page?: number;
}): Promise<CoachList> {
  const context = await catalogContext(filters);
  const where = catalogWhere(filters, context);
  const counted = await countRows(where);
  const featuredShown = Math.min(FEATURED_LIMIT, counted.featured);
  const pageCount = Math.max(1, Math.ceil((counted.total - featuredShown) / PAGE_SIZE));
  const shown = Number.isInteger(page) && page >= 1 && page <= pageCount ? page : 1;
  const [featuredRows, availableRows] = await Promise.all([
    featuredShown > 0 ? findRows(where, 0, featuredShown) : [],
    findRows(where, featuredShown + (shown - 1) * PAGE_SIZE, PAGE_SIZE),
  ]);
  const coaches = await rowsToCoaches([...featuredRows, ...availableRows], context.at);
  return {
    featured: coaches.slice(0, featuredRows.length),
    available: coaches.slice(featuredRows.length),
    total: counted.total,
    page: shown,
    pageCount,
  };
}

/**
 * Discover's counts: per option, the coaches the view would show with it chosen and the other
 * filters kept (`location` lists every city with a published listing, the spec's three first).
 */
export async function getCoachFacets({
  filters,
}: {
  filters: CatalogFilters;
}): Promise<CatalogFacets> {
  return countFacets(filters, await listLocations());
}

export type { CatalogFacets };

/** Cities that have a published listing: the spec's three first, then the others by name. */
export async function listLocations(): Promise<string[]> {
  const rows = await getDb()
    .selectFrom("listing")
    .select("location")
    .distinct()
    .where("status", "=", "published")
    .where("location", "is not", null)
    .execute();
  const found = new Set(rows.map((row) => row.location as string));
  const spec: string[] = LOCATIONS.filter((city) => found.has(city));
  const others = [...found].filter((city) => !spec.includes(city)).sort();
  return [...spec, ...others];
}

/** A published coach; a draft, pending, paused or rejected listing is not in the catalogue. */
export async function getCoachBySlug(slug: string): Promise<Coach | undefined> {
  const row = await publishedListings().where("slug", "=", slug).executeTakeFirst();
  return row ? (await rowsToCoaches([row]))[0] : undefined;
}

/** Published coaches for these slugs, in the slugs' order (unknown or unpublished ones skipped). */
export async function getCoachesBySlugs(slugs: readonly string[]): Promise<Coach[]> {
  if (slugs.length === 0) return [];
  const rows = await publishedListings()
    .where("slug", "in", [...slugs])
    .execute();
  const bySlug = new Map((await rowsToCoaches(rows)).map((coach) => [coach.slug, coach]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

/** The coach plain /profile shows (the spec's sample profile): the first of the catalogue. */
export async function getSampleCoach(): Promise<Coach> {
  const row = await inCatalogOrder(publishedListings()).limit(1).executeTakeFirst();
  const coach = row ? (await rowsToCoaches([row]))[0] : undefined;
  if (!coach) throw new Error("the catalogue has no published coaches");
  return coach;
}

/** The blog's authors are coaches of the catalogue, known by their name. */
export async function findCoachByName(name: string): Promise<Coach | undefined> {
  const row = await inCatalogOrder(publishedListings().where("display_name", "=", name))
    .limit(1)
    .executeTakeFirst();
  return row ? (await rowsToCoaches([row]))[0] : undefined;
}

export async function listCoachSlugs(): Promise<string[]> {
  const rows = await inCatalogOrder(publishedListings()).execute();
  return rows.map((row) => row.slug);
}

export async function listCategories(): Promise<readonly Category[]> {
  return CATEGORIES;
}

export async function listCategorySlugs(): Promise<string[]> {
  return CATEGORIES.map((c) => c.slug);
}

export async function getCategory(slug: string): Promise<Category | undefined> {
  return CATEGORIES.find((c) => c.slug === slug);
}

/** Category names by slug, for labelling many coaches at once. */
export async function categoryNames(): Promise<Map<string, string>> {
  return new Map(CATEGORIES.map((c) => [c.slug, c.name]));
}

/** Names by slug for any listing (a paused coach's reviews still say whom they are about). */
export async function coachNamesBySlug(slugs: readonly string[]): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const rows = await getDb()
    .selectFrom("listing")
    .select(["slug", "display_name"])
    .where("slug", "in", [...new Set(slugs)])
    .execute();
  return new Map(rows.map((row) => [row.slug, row.display_name]));
}
