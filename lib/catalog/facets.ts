/**
 * Facet counts in SQL: for each option of a filter group, how many published listings match it
 * with every other filter kept (the group's own choice left out), as Discover's panel shows them.
 */
import "server-only";
import { sql } from "kysely";
import { daysAgo } from "@/lib/clock";
import { databaseKind, getDb } from "@/lib/db/client";
import { catalogContext } from "./context";
import { type CatalogFilters, TIME_FRAME_NAMES, TIME_FRAMES, type TimeFrame } from "./filters";
import { MODES, READING_TYPES, SPECIALTIES } from "./types";
import { type CatalogContext, type CatalogFilterKey, catalogWhere } from "./where";

/** Per option of each group (by its query name), how many listings choosing it would show. */
export type CatalogFacets = {
  time: Record<TimeFrame, number>;
  mode: Record<string, number>;
  location: Record<string, number>;
  specialty: Record<string, number>;
  reading_type: Record<string, number>;
  /** How many a group's "Any" would show (that group cleared, the others kept). */
  any: { mode: number; location: number; specialty: number; reading_type: number };
};

function zeroes(options: readonly string[]): Record<string, number> {
  return Object.fromEntries(options.map((option) => [option, 0]));
}

async function byColumn(
  filters: CatalogFilters,
  skip: CatalogFilterKey,
  context: CatalogContext,
  column: "mode" | "location",
) {
  const rows = await getDb()
    .selectFrom("listing")
    .select((eb) => [`listing.${column} as value`, eb.fn.countAll<number | string>().as("n")])
    .where(catalogWhere(filters, context, skip))
    .groupBy(`listing.${column}`)
    .execute();
  return rows.map((row) => ({ value: row.value as string | null, n: Number(row.n) }));
}

/**
 * Counts per option of a multi-valued group, plus the group's total, in one pass over the
 * listings: each row's JSON array is searched for the option's exact JSON spelling. An index
 * holds status with both arrays, so the unfiltered view never reads the (wide) listing rows;
 * joining listing_tag to every published listing instead costs several times more.
 */
async function byTag(
  filters: CatalogFilters,
  skip: CatalogFilterKey,
  context: CatalogContext,
  column: "specialties" | "reading_types",
  options: readonly string[],
) {
  const find = databaseKind() === "postgres" ? "strpos" : "instr";
  const row = await getDb()
    .selectFrom("listing")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("total"),
      ...options.map((option, i) =>
        sql<
          number | string
        >`sum(case when ${sql.raw(find)}(${sql.ref(`listing.${column}`)}, ${JSON.stringify(option)}) > 0 then 1 else 0 end)`.as(
          `o${i}`,
        ),
      ),
    ])
    .where(catalogWhere(filters, context, skip))
    .executeTakeFirst();
  const counts = (row ?? {}) as Record<string, number | string | null>;
  return {
    total: Number(counts.total ?? 0),
    counts: Object.fromEntries(options.map((option, i) => [option, Number(counts[`o${i}`] ?? 0)])),
  };
}

async function byTimeFrame(
  filters: CatalogFilters,
  context: CatalogContext,
): Promise<Record<TimeFrame, number>> {
  const { at } = context;
  const row = await getDb()
    .selectFrom("listing")
    .select(
      TIME_FRAME_NAMES.map((frame) => {
        const days = TIME_FRAMES[frame].days;
        return (
          days === undefined
            ? sql<number | string>`count(*)`
            : sql<
                number | string
              >`sum(case when listing.published_at >= ${daysAgo(days, at)} then 1 else 0 end)`
        ).as(frame);
      }),
    )
    .where(catalogWhere(filters, context, "time"))
    .executeTakeFirst();
  const counts = (row ?? {}) as Record<string, number | string | null>;
  return Object.fromEntries(
    TIME_FRAME_NAMES.map((frame) => [frame, Number(counts[frame] ?? 0)]),
  ) as Record<TimeFrame, number>;
}

function tally(base: Record<string, number>, rows: { value: string | null; n: number }[]) {
  const counts = { ...base };
  for (const row of rows) if (row.value !== null && row.value in counts) counts[row.value] = row.n;
  return counts;
}

const sum = (rows: { n: number }[]) => rows.reduce((total, row) => total + row.n, 0);

/** `locations` are the cities to count (every city with a listing), in the order to show them. */
export async function countFacets(
  filters: CatalogFilters,
  locations: readonly string[],
): Promise<CatalogFacets> {
  const context = await catalogContext(filters);
  const [time, modes, places, specialties, readings] = await Promise.all([
    byTimeFrame(filters, context),
    byColumn(filters, "mode", context, "mode"),
    byColumn(filters, "location", context, "location"),
    byTag(filters, "specialty", context, "specialties", SPECIALTIES),
    byTag(filters, "reading_type", context, "reading_types", READING_TYPES),
  ]);
  return {
    time,
    mode: tally(zeroes(MODES), modes),
    location: tally(zeroes(locations), places),
    specialty: specialties.counts,
    reading_type: readings.counts,
    any: {
      mode: sum(modes),
      location: sum(places),
      specialty: specialties.total,
      reading_type: readings.total,
    },
  };
}
