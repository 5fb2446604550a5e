/**
 * The rules of an event as a whole (beyond each field's own): times in order and ahead, the place
 * its mode needs, the price card payments allow. Every problem is named at once, by its field.
 */
import { DAY_MS } from "@/lib/durations";
import { addressProblem, normalizeVideoLink, videoLinkProblem } from "@/lib/listings/place-rules";
import { EVENT_LIMITS, type EventMode } from "./schema";

/** An event's fields once merged (a new event's, or a stored one with a change applied). */
export type EventFields = {
  starts_at: string;
  ends_at: string;
  mode: EventMode;
  video_url: string | null;
  address: string | null;
  city: string | null;
  capacity: number;
  price_cents: number;
  rsvp_deadline: string | null;
};

export type FieldProblem = { field: string; msg: string; input: unknown };

export const EVENT_MESSAGES = {
  startsInPast: "Choose a start in the future",
  endsBeforeStart: "The end comes after the start",
  tooLong: `An event lasts at most ${EVENT_LIMITS.longestDays} days`,
  videoUrlNeeded: "An online event needs the link to your video room",
  addressNeeded: "An in-person event needs the street address (only its city is public)",
  cityNeeded: "Name the city, which is shown publicly",
  rsvpAfterStart: "The RSVP deadline comes before the start",
  // Paid seats need card payments on (Stripe configured) and the host's payouts set up.
  paidNotYet: "Paid events are not available yet: set the price to 0",
  paidNeedsPayouts: "Set up your payouts before charging for seats, or set the price to 0",
  capacityBelowSeated: (seated: number) =>
    `${seated} people already have a seat: the capacity can't be lower`,
} as const;

/** The problems of `fields` at `now`; `seated`: people already holding a seat (on an edit). */
export function eventProblems(
  fields: EventFields,
  {
    now,
    seated = 0,
    paidAllowed,
    payoutsMissing = false,
  }: { now: Date; seated?: number; paidAllowed: boolean; payoutsMissing?: boolean },
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const start = Date.parse(fields.starts_at);
  const end = Date.parse(fields.ends_at);
  if (start <= now.getTime()) {
    problems.push({
      field: "starts_at",
      msg: EVENT_MESSAGES.startsInPast,
      input: fields.starts_at,
    });
  }
  if (end <= start) {
    problems.push({ field: "ends_at", msg: EVENT_MESSAGES.endsBeforeStart, input: fields.ends_at });
  } else if (end - start > EVENT_LIMITS.longestDays * DAY_MS) {
    problems.push({ field: "ends_at", msg: EVENT_MESSAGES.tooLong, input: fields.ends_at });
  }
  if (fields.mode === "online") {
    const problem = fields.video_url
      ? videoLinkProblem(fields.video_url)
      : EVENT_MESSAGES.videoUrlNeeded;
    if (problem) problems.push({ field: "video_url", msg: problem, input: fields.video_url });
  } else {
    const problem = fields.address ? addressProblem(fields.address) : EVENT_MESSAGES.addressNeeded;
    if (problem) problems.push({ field: "address", msg: problem, input: fields.address });
    if (!fields.city || fields.city.length < 2) {
      problems.push({ field: "city", msg: EVENT_MESSAGES.cityNeeded, input: fields.city });
    }
  }
  if (fields.rsvp_deadline !== null && Date.parse(fields.rsvp_deadline) > start) {
    problems.push({
      field: "rsvp_deadline",
      msg: EVENT_MESSAGES.rsvpAfterStart,
      input: fields.rsvp_deadline,
    });
  }
  if (fields.price_cents > 0 && !paidAllowed) {
    problems.push({
      field: "price_cents",
      msg: payoutsMissing ? EVENT_MESSAGES.paidNeedsPayouts : EVENT_MESSAGES.paidNotYet,
      input: fields.price_cents,
    });
  }
  if (fields.capacity < seated) {
    problems.push({
      field: "capacity",
      msg: EVENT_MESSAGES.capacityBelowSeated(seated),
      input: fields.capacity,
    });
  }
  return problems;
}

/** The place as stored: the link normalised, and only the one the mode uses. */
export function storedPlace(fields: EventFields) {
  return fields.mode === "online"
    ? { video_url: normalizeVideoLink(fields.video_url as string), address: null }
    : { video_url: null, address: fields.address };
}
