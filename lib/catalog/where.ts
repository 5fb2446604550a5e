/**
 * The catalogue's filters as SQL over published listings: one place that turns a set of filters
 * (minus the one a facet is counting) into WHERE conditions, the same on SQLite and PostgreSQL.
 */
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import { daysAgo } from "@/lib/clock";
import type { Database } from "@/lib/db/schema";
import { type CatalogFilters, TIME_FRAMES } from "./filters";
import type { Category } from "./types";

export type CatalogFilterKey = keyof CatalogFilters;

/** What the conditions read besides the filters, fixed once per request (lib/catalog/context.ts). */
export type CatalogContext = {
  categories: readonly Category[];
  at: Date;
  /** The listings available for a reading now: read only when a view filters by it. */
  availableIds?: ReadonlySet<string>;
};

type Eb = ExpressionBuilder<Database, "listing">;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every word must appear in the name, headline, city, tags or category name. */
function textCondition(eb: Eb, q: string, categories: readonly Category[]) {
  const haystack = sql<string>`lower(listing.display_name || ' ' || listing.headline || ' ' || coalesce(listing.location, '') || ' ' || listing.specialties || ' ' || listing.reading_types)`;
  const words = q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);
  return words.map((word) => {
    const inText = sql<SqlBool>`${haystack} like ${`%${escapeLike(word)}%`} escape '\\'`;
    const slugs = categories.filter((c) => c.name.toLowerCase().includes(word)).map((c) => c.slug);
    return slugs.length > 0 ? eb.or([inText, eb("listing.category", "in", slugs)]) : inText;
  });
}

function hasTag(eb: Eb, kind: "specialty" | "reading_type", value: string) {
  return eb.exists(
    eb
      .selectFrom("listing_tag")
      .select(sql.lit(1).as("one"))
      .whereRef("listing_tag.listing_id", "=", "listing.id")
      .where("listing_tag.kind", "=", kind)
      .where("listing_tag.value", "=", value),
  );
}

/** WHERE for published listings passing every filter except `skip` (used for option counts). */
export function catalogWhere(
  filters: CatalogFilters,
  { categories, at, availableIds }: CatalogContext,
  skip?: CatalogFilterKey,
) {
  return (eb: Eb): Expression<SqlBool> => {
    const and: Expression<SqlBool>[] = [eb("listing.status", "=", "published")];
    const use = (key: CatalogFilterKey) => key !== skip && filters[key] !== undefined;
    if (use("q") && filters.q) and.push(...textCondition(eb, filters.q, categories));
    if (use("category")) and.push(eb("listing.category", "=", filters.category as string));
    if (use("location")) and.push(eb("listing.location", "=", filters.location as string));
    if (use("mode")) and.push(eb("listing.mode", "=", filters.mode as string));
    if (use("specialty")) and.push(hasTag(eb, "specialty", filters.specialty as string));
    if (use("reading_type")) {
      and.push(hasTag(eb, "reading_type", filters.reading_type as string));
    }
    const days = filters.time && TIME_FRAMES[filters.time].days;
    if (use("time") && days) and.push(eb("listing.published_at", ">=", daysAgo(days, at)));
    if (use("min_price")) {
      and.push(eb("listing.hourly_rate_cents", ">=", (filters.min_price as number) * 100));
    }
    if (use("max_price")) {
      and.push(eb("listing.hourly_rate_cents", "<=", (filters.max_price as number) * 100));
    }
    if (use("available_now")) {
      const ids = [...(availableIds ?? [])];
      and.push(ids.length > 0 ? eb("listing.id", "in", ids) : sql<SqlBool>`1 = 0`);
    }
    return eb.and(and);
  };
}
