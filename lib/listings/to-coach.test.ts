import { describe, expect, it } from "vitest";
import type { ListingPublic } from "./schema";
import { listingToCoach, photoVariant } from "./to-coach";

const listing: ListingPublic = {
  slug: "luna-vale",
  status: "published",
  review_note: null,
  display_name: "Luna Vale",
  headline: "Tarot for clear choices",
  bio: "First paragraph.\n\nSecond paragraph.\n\n\n",
  category: "tarot-reading",
  specialties: ["Healing"],
  reading_types: ["Numerology"],
  languages: ["English"],
  years_experience: 7,
  mode: "Hybrid",
  location: "Austin",
  hourly_rate: 300,
  session_hours: [1],
  session_description: "  We read together.  ",
  photos: [
    { id: "p1", url: "/media/abc-640.webp", alt: "Luna at her table" },
    { id: "p2", url: "/media/def-640.webp", alt: "The deck" },
  ],
  timezone: "America/Chicago",
  weekly_hours: {},
  days_off: [],
  min_notice_hours: 24,
  booking_window_days: 60,
};

describe("listingToCoach", () => {
  it("gives a Seer's listing its photos, a derived service, no colours and no ratings", () => {
    const coach = listingToCoach({
      listing,
      publishedAt: "2026-01-01T00:00:00.000Z",
      now: new Date("2026-01-11T12:00:00.000Z"),
    });
    expect(coach).toMatchObject({
      slug: "luna-vale",
      name: "Luna Vale",
      categorySlug: "tarot-reading",
      location: "Austin",
      price: 300,
      listedDaysAgo: 10,
      image: "/media/abc-640.webp",
      imageAlt: "Luna at her table",
      avatar: "/media/abc-320.webp",
      bio: ["First paragraph.", "Second paragraph."],
      featured: false,
      consultations: 0,
      ratingBreakdown: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 },
    });
    expect(coach.service).toEqual({
      title: "A session with Luna",
      description: "We read together.",
      price: 300,
      colorTypes: [],
      gallery: [
        { src: "/media/abc-1280.webp", alt: "Luna at her table" },
        { src: "/media/def-1280.webp", alt: "The deck" },
      ],
    });
  });

  it("keeps a sample coach's presentation and its public picture paths as they are", () => {
    const coach = listingToCoach({
      listing: {
        ...listing,
        hourly_rate: 24,
        photos: [{ id: "p", url: "/images/coaches/amara-okafor.svg", alt: "Portrait" }],
      },
      presentation: {
        serviceTitle: "Deep Dive Tarot Session",
        servicePrice: 240,
        colorTypes: ["Green", "Yellow", "Primary"],
        avatar: "/images/avatars/amara-okafor.svg",
        featured: true,
        consultations: 320,
      },
    });
    expect(coach.price).toBe(24);
    expect(coach.service.price).toBe(240);
    expect(coach.service.title).toBe("Deep Dive Tarot Session");
    expect(coach.service.colorTypes).toHaveLength(3);
    expect(coach.image).toBe("/images/coaches/amara-okafor.svg");
    expect(coach.avatar).toBe("/images/avatars/amara-okafor.svg");
    expect(coach.featured).toBe(true);
  });

  it("shows no city for a Remote Seer without one, and survives a listing with no photo yet", () => {
    const coach = listingToCoach({
      listing: { ...listing, mode: "Remote", location: null, photos: [], display_name: " " },
    });
    expect(coach.location).toBeNull();
    expect(coach.name).toBe("Your name");
    expect(coach.image).toBe("");
    expect(coach.service.gallery).toEqual([]);
    expect(coach.listedDaysAgo).toBe(0);
  });

  it("picks a width variant only for uploaded pictures", () => {
    expect(photoVariant("/media/abc-640.webp", 320)).toBe("/media/abc-320.webp");
    expect(photoVariant("/images/x.svg", 320)).toBe("/images/x.svg");
  });
});
