/** The editor's five steps, in order, and which step holds each field (for the "missing" links). */
import type { OwnListing } from "@/lib/listings/schema";

export const STEPS = [
  { value: "about", label: "About", short: "About" },
  { value: "sessions", label: "Sessions", short: "Sessions" },
  { value: "photos", label: "Photos", short: "Photos" },
  { value: "availability", label: "Availability", short: "Availability" },
  { value: "preview", label: "Preview and submit", short: "Preview" },
] as const;

export type StepValue = (typeof STEPS)[number]["value"];

export function parseStep(value: string | null | undefined): StepValue {
  return STEPS.find((step) => step.value === value)?.value ?? "about";
}

const FIELD_STEP: Partial<Record<keyof OwnListing, StepValue>> = {
  display_name: "about",
  headline: "about",
  bio: "about",
  category: "about",
  specialties: "about",
  reading_types: "about",
  languages: "about",
  years_experience: "about",
  mode: "sessions",
  location: "sessions",
  video_url: "sessions",
  address: "sessions",
  hourly_rate: "sessions",
  session_hours: "sessions",
  session_description: "sessions",
  photos: "photos",
  timezone: "availability",
  weekly_hours: "availability",
  days_off: "availability",
  min_notice_hours: "availability",
  booking_window_days: "availability",
};

/** The step to fix a field in; a field the editor does not know opens the first step. */
export function stepOfField(field: string): StepValue {
  return FIELD_STEP[field as keyof OwnListing] ?? "about";
}

export function stepLabel(value: StepValue): string {
  return STEPS.find((step) => step.value === value)?.label ?? value;
}
