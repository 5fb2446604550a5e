/** What a listing still lacks before it can be submitted for review, field by field. */
import { LISTING_LIMITS, type OwnListing, WEEKDAYS } from "./schema";

type MissingField = { field: keyof OwnListing; msg: string };

/** Empty when the listing is complete; otherwise one plain sentence per missing piece. */
export function findMissingListingFields(listing: OwnListing): MissingField[] {
  const missing: MissingField[] = [];
  const need = (ok: boolean, field: keyof OwnListing, msg: string) => {
    if (!ok) missing.push({ field, msg });
  };
  need(listing.display_name.trim() !== "", "display_name", "Add the name seekers will see");
  need(listing.headline.trim() !== "", "headline", "Add a headline");
  need(
    listing.bio.trim().length >= LISTING_LIMITS.bioMin,
    "bio",
    `Write a bio of at least ${LISTING_LIMITS.bioMin} characters`,
  );
  need(listing.category !== null, "category", "Choose a category");
  need(listing.specialties.length > 0, "specialties", "Choose at least one specialty");
  need(listing.languages.length > 0, "languages", "Add at least one language");
  need(listing.years_experience !== null, "years_experience", "Add your years of experience");
  need(listing.mode !== null, "mode", "Choose how you hold sessions");
  need(
    listing.mode === "Remote" || (listing.location ?? "").trim() !== "",
    "location",
    "Add the city where you meet seekers",
  );
  // Where each session happens, said before anyone can book one.
  const online = listing.mode === "Remote" || listing.mode === "Hybrid";
  const inPerson = listing.mode === "On Site" || listing.mode === "Hybrid";
  need(
    !online || listing.video === "room" || listing.video_url !== null,
    "video_url",
    "Add the video link seekers join online sessions with",
  );
  need(
    !inPerson || listing.address !== null,
    "address",
    "Add the street address where you meet seekers",
  );
  need(listing.hourly_rate !== null, "hourly_rate", "Set your hourly rate");
  need(listing.session_hours.length > 0, "session_hours", "Offer at least one session length");
  need(
    listing.session_description.trim() !== "",
    "session_description",
    "Describe what a session is like",
  );
  need(listing.photos.length > 0, "photos", "Add at least one photo");
  need(listing.timezone !== null, "timezone", "Choose your time zone");
  need(
    WEEKDAYS.some((day) => (listing.weekly_hours[day] ?? []).length > 0),
    "weekly_hours",
    "Add the hours you are available in at least one weekday",
  );
  return missing;
}
