/**
 * The sample coaches of `data/` as published listings, written on first start. Idempotent and safe
 * when instances start together: rows have ids derived from the slug, every insert is
 * "on conflict do nothing", and each coach goes in with its tags and photos in one transaction.
 */
import "server-only";
import { createHash } from "node:crypto";
import { COACHES } from "@/data/coaches";
import type { Coach } from "@/lib/catalog/types";
import { daysAgo, now } from "@/lib/clock";
import { getDb, writeFlag } from "@/lib/db/client";
import type { NewListingRow } from "@/lib/db/schema";

/** A stable UUID-shaped id for a seeded row, the same on every instance and every start. */
export function seededId(...parts: string[]): string {
  const hex = createHash("sha256")
    .update(`seers-seed:${parts.join(":")}`)
    .digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function listingRow(coach: Coach, order: number, at: Date): NewListingRow {
  const published = daysAgo(coach.listedDaysAgo, at);
  const stamp = at.toISOString();
  return {
    id: seededId(coach.slug),
    owner_id: null,
    slug: coach.slug,
    status: "published",
    display_name: coach.name,
    headline: coach.headline,
    bio: coach.bio.join("\n\n"),
    category: coach.categorySlug,
    specialties: JSON.stringify(coach.specialties),
    reading_types: JSON.stringify(coach.readingTypes),
    languages: JSON.stringify(coach.languages),
    years_experience: coach.yearsExperience,
    mode: coach.mode,
    location: coach.location,
    hourly_rate_cents: coach.price * 100,
    session_description: coach.service.description,
    service_title: coach.service.title,
    service_price_cents: coach.service.price * 100,
    color_types: JSON.stringify(coach.service.colorTypes),
    avatar: coach.avatar,
    rating_breakdown: JSON.stringify(coach.ratingBreakdown),
    consultations: coach.consultations,
    count_label: coach.countLabel,
    featured: writeFlag(coach.featured),
    sort_order: order,
    submitted_at: published,
    published_at: published,
    created_at: stamp,
    updated_at: stamp,
  };
}

/** The card's picture (with its full description) first, then the rest of the service's gallery. */
function photoRows(coach: Coach, listingId: string, stamp: string) {
  const [, ...rest] = coach.service.gallery;
  return [{ src: coach.image, alt: coach.imageAlt }, ...rest].map((photo, position) => ({
    id: seededId(coach.slug, "photo", String(position)),
    listing_id: listingId,
    position,
    alt: photo.alt,
    src: photo.src,
    created_at: stamp,
  }));
}

function tagRows(coach: Coach, listingId: string) {
  return [
    ...coach.specialties.map((value) => ({
      listing_id: listingId,
      kind: "specialty" as const,
      value,
    })),
    ...coach.readingTypes.map((value) => ({
      listing_id: listingId,
      kind: "reading_type" as const,
      value,
    })),
  ];
}

export async function seedSampleListings(): Promise<void> {
  const db = getDb();
  const ids = COACHES.map((coach) => seededId(coach.slug));
  const present = await db
    .selectFrom("listing")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("id", "in", ids)
    .executeTakeFirst();
  if (Number(present?.n ?? 0) === COACHES.length) return;

  const at = now();
  for (const [order, coach] of COACHES.entries()) {
    const row = listingRow(coach, order, at);
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto("listing")
        .values(row)
        .onConflict((oc) => oc.doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) return;
      await trx
        .insertInto("listing_tag")
        .values(tagRows(coach, row.id))
        .onConflict((oc) => oc.doNothing())
        .execute();
      await trx
        .insertInto("listing_photo")
        .values(photoRows(coach, row.id, row.created_at))
        .onConflict((oc) => oc.doNothing())
        .execute();
    });
  }
}
