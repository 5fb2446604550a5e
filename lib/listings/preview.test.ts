import { describe, expect, it } from "vitest";
import { listingToProfileView } from "./preview";
import type { ListingPublic } from "./schema";
import { bioParagraphs } from "./to-coach";

const listing: ListingPublic = {
  slug: "iris-vale",
  status: "draft",
  review_note: null,
  display_name: "Iris Vale",
  headline: "Tarot for clear choices",
  bio: "First paragraph.\n\n  Second one,\nwith a line break.  \n\n\n",
  category: "tarot-reading",
  specialties: ["Divination Tools"],
  reading_types: [],
  languages: ["English"],
  years_experience: 7,
  mode: "Remote",
  location: "Lisbon",
  hourly_rate: 60,
  session_hours: [2, 1],
  session_description: "We talk first.",
  photos: [{ id: "p1", url: "/media/p1.webp", alt: "Iris at a table" }],
  timezone: "Europe/Lisbon",
  weekly_hours: { mon: [["09:00", "12:00"]] },
  days_off: [],
  min_notice_hours: 24,
  booking_window_days: 60,
};

describe("listingToProfileView", () => {
  it("maps the listing to what the profile shows", () => {
    const view = listingToProfileView(listing, (slug) =>
      slug === "tarot-reading" ? "Tarot Reading" : undefined,
    );
    expect(view.name).toBe("Iris Vale");
    expect(view.categoryName).toBe("Tarot Reading");
    // As on the public profile: a Remote Seer who names a city shows it (Discover filters on it).
    expect(view.location).toBe("Lisbon");
    expect(listingToProfileView({ ...listing, location: null }, () => undefined).location).toBe(
      null,
    );
    expect(view.service.title).toBe("A session with Iris");
    expect(view.service.sessionHours).toEqual([1, 2]);
    expect(view.service.gallery).toEqual([{ src: "/media/p1.webp", alt: "Iris at a table" }]);
  });

  it("keeps the location unless sessions are remote, and names an unnamed listing", () => {
    const view = listingToProfileView(
      { ...listing, mode: "Hybrid", display_name: " ", category: null },
      () => undefined,
    );
    expect(view.location).toBe("Lisbon");
    expect(view.name).toBe("Your name");
    expect(view.categoryName).toBeNull();
  });
});

describe("bioParagraphs", () => {
  it("splits on blank lines and drops empty ones", () => {
    expect(bioParagraphs(listing.bio)).toEqual([
      "First paragraph.",
      "Second one,\nwith a line break.",
    ]);
    expect(bioParagraphs("  ")).toEqual([]);
  });
});
