import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// A throwaway SQLite database for this file: the queries read their connection from the config.
const dataDir = mkdtempSync(path.join(tmpdir(), "seers-listings-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";

const { getDb } = await import("@/lib/db/client");
const { migrateToLatest } = await import("@/lib/db/migrate");
const { insertUser } = await import("@/lib/users/queries");
const { ensureOwnListing, updateOwnListing } = await import("./queries");

const newSeer = (firstname: string, lastname: string) =>
  insertUser({
    email: `${randomUUID()}@example.com`,
    hashedPassword: "x",
    fullName: null,
    firstname,
    lastname,
    type: 1,
  });

const tagsOf = async (listingId: string) =>
  (
    await getDb()
      .selectFrom("listing_tag")
      .select(["kind", "value"])
      .where("listing_id", "=", listingId)
      .orderBy("kind")
      .orderBy("value")
      .execute()
  ).map((t) => `${t.kind}:${t.value}`);

beforeAll(async () => {
  await migrateToLatest();
});
afterAll(async () => {
  await getDb().destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("listing tags", () => {
  it("follow specialties and reading types on every write, and only those", async () => {
    const listing = await ensureOwnListing(await newSeer("Tag", "Keeper"));
    expect(await tagsOf(listing.id)).toEqual([]);
    await updateOwnListing(listing.id, {
      specialties: ["Healing", "Divination Tools", "Healing"],
      reading_types: ["Numerology"],
    });
    expect(await tagsOf(listing.id)).toEqual([
      "reading_type:Numerology",
      "specialty:Divination Tools",
      "specialty:Healing",
    ]);
    await updateOwnListing(listing.id, { specialties: ["Psychic Abilities"] });
    expect(await tagsOf(listing.id)).toEqual([
      "reading_type:Numerology",
      "specialty:Psychic Abilities",
    ]);
    await updateOwnListing(listing.id, { reading_types: [], headline: "Unrelated" });
    expect(await tagsOf(listing.id)).toEqual(["specialty:Psychic Abilities"]);
  });
});

describe("listing slugs", () => {
  it("count every listing row, seeded coaches without an owner included", async () => {
    const now = new Date().toISOString();
    await getDb()
      .insertInto("listing")
      .values({
        id: randomUUID(),
        owner_id: null,
        slug: "sol-seeded",
        status: "published",
        display_name: "Sol Seeded",
        created_at: now,
        updated_at: now,
      })
      .execute();
    const listing = await ensureOwnListing(await newSeer("Sol", "Seeded"));
    expect(listing.slug).toBe("sol-seeded-2");
    const renamed = await updateOwnListing(listing.id, { display_name: "Sol Seeded" });
    expect(renamed.slug).toBe("sol-seeded-2");
  });

  it("never hand a closed Seer's slug, still on the reviews about them, to someone new", async () => {
    const now = new Date().toISOString();
    await getDb()
      .insertInto("review")
      .values({
        id: randomUUID(),
        coach_slug: "ada-gone",
        user_id: null,
        rating: 5,
        title: null,
        body: "Kind and precise",
        created_at: now,
        updated_at: now,
      })
      .execute();
    const listing = await ensureOwnListing(await newSeer("Ada", "Gone"));
    expect(listing.slug).toBe("ada-gone-2");
  });

  it("creates one listing even when the first reads race", async () => {
    const seer = await newSeer("Race", "Twice");
    const [a, b] = await Promise.all([ensureOwnListing(seer), ensureOwnListing(seer)]);
    expect(a.id).toBe(b.id);
  });
});
