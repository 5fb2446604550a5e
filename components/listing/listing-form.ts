/**
 * The editor's forms: one schema per step, picked from the listing's field rules (never restated),
 * and a way of wording zod's generic messages (numbers' bounds) as plain sentences.
 */
import { z } from "zod";
import { listingFields } from "@/lib/listings/schema";

export const aboutSchema = z.object({
  display_name: listingFields.display_name,
  headline: listingFields.headline,
  bio: listingFields.bio,
  category: listingFields.category,
  specialties: listingFields.specialties,
  reading_types: listingFields.reading_types,
  languages: listingFields.languages,
  years_experience: listingFields.years_experience,
});
export type AboutValues = z.input<typeof aboutSchema>;

export const sessionsSchema = z.object({
  mode: listingFields.mode,
  location: listingFields.location,
  video: listingFields.video,
  video_url: listingFields.video_url,
  address: listingFields.address,
  hourly_rate: listingFields.hourly_rate,
  session_hours: listingFields.session_hours,
  session_description: listingFields.session_description,
});
export type SessionsValues = z.input<typeof sessionsSchema>;

export const availabilitySchema = z.object({
  timezone: listingFields.timezone,
  weekly_hours: listingFields.weekly_hours,
  days_off: listingFields.days_off,
  min_notice_hours: listingFields.min_notice_hours,
  booking_window_days: listingFields.booking_window_days,
});
type Issue = {
  code: string;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  expected?: unknown;
  input?: unknown;
};

/**
 * Messages for the rules that carry none of their own (bounds, whole numbers); a rule's own
 * message wins over this map, as zod gives the schema's message precedence.
 */
export function plainMessage(issue: Issue): string | undefined {
  const { code, origin } = issue;
  if (code === "invalid_type" && issue.expected === "number") return "Enter a whole number";
  if (code === "invalid_type" && issue.expected === "int") return "Enter a whole number";
  if (code === "too_small" && origin === "number") return `Enter at least ${issue.minimum}`;
  if (code === "too_big" && origin === "number") return `Enter at most ${issue.maximum}`;
  if (code === "too_small" && origin === "string")
    return `Use at least ${issue.minimum} characters`;
  if (code === "too_big" && origin === "string") return `Use at most ${issue.maximum} characters`;
  if (code === "too_big" && origin === "array") return `Choose at most ${issue.maximum}`;
  return undefined;
}

export const formParseOptions = { error: plainMessage } as const;

/** A number rule's bounds, for the input's min and max attributes (the rule stays the judge). */
export function numberBounds(rule: z.ZodNumber | z.ZodNullable<z.ZodNumber>) {
  const number = rule instanceof z.ZodNullable ? rule.unwrap() : rule;
  return { min: number.minValue ?? undefined, max: number.maxValue ?? undefined };
}

/** An empty text or number input is "not given" (null), not an empty string or NaN. */
export const emptyToNull = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? null : value;
export const toNumberOrNull = (value: unknown) => {
  if (value === "" || value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isNaN(number) ? value : number;
};
