/** Group event payloads: what a host writes, the list's filters, and the JSON an event and a seat are. */
import { z } from "zod";
import { CATEGORIES } from "@/data/categories";
import { placeText } from "@/lib/listings/place-rules";
import { LISTING_LIMITS } from "@/lib/listings/schema";
import { searchText } from "@/lib/validation/common";
import { paginationSchema } from "@/lib/validation/pagination";
import { timeZoneField } from "@/lib/validation/time-zone";

export const EVENT_MODES = ["online", "in_person"] as const;
export type EventMode = (typeof EVENT_MODES)[number];
export const EVENT_STATUSES = ["draft", "published", "cancelled"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
/** What a person's place at an event is; `cancelled` rows are history, never answered. */
/** "awaiting_payment": a paid seat held for its person while they pay (counted against the capacity). */
export const SEAT_STATUSES = ["seated", "waitlisted", "awaiting_payment"] as const;
export type SeatStatus = (typeof SEAT_STATUSES)[number];

export const EVENT_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  descriptionMin: 20,
  descriptionMax: 5000,
  capacityMin: 2,
  capacityMax: 500,
  cityMax: 80,
  /** A weekend workshop is the longest thing people host here. */
  longestDays: 7,
} as const;

const categorySlugs = CATEGORIES.map((c) => c.slug) as [string, ...string[]];
const instant = z.iso.datetime({
  offset: true,
  error: "Use an ISO 8601 time such as 2026-12-01T18:00:00+01:00",
});

/** Every field a host writes, each with its own message; cross-field rules are in rules.ts. */
const eventFields = {
  title: z
    .string()
    .trim()
    .min(EVENT_LIMITS.titleMin, { error: "Give the event a title" })
    .max(EVENT_LIMITS.titleMax, { error: `At most ${EVENT_LIMITS.titleMax} characters` }),
  description: z
    .string()
    .trim()
    .min(EVENT_LIMITS.descriptionMin, {
      error: "Say in a sentence or two what happens at the event",
    })
    .max(EVENT_LIMITS.descriptionMax, {
      error: `At most ${EVENT_LIMITS.descriptionMax} characters`,
    }),
  category: z.enum(categorySlugs, { error: "Choose one of the eight categories" }),
  starts_at: instant,
  ends_at: instant,
  timezone: timeZoneField,
  mode: z.enum(EVENT_MODES, { error: 'Choose "online" or "in_person"' }),
  /** The listing's place rules: its lengths here, what the text must be in rules.ts. */
  video_url: placeText.video_url.nullable().optional(),
  address: placeText.address.nullable().optional(),
  city: z
    .string()
    .trim()
    .max(EVENT_LIMITS.cityMax, { error: `At most ${EVENT_LIMITS.cityMax} characters` })
    .nullable()
    .optional(),
  capacity: z
    .int({ error: "Give the number of seats as a whole number" })
    .min(EVENT_LIMITS.capacityMin, { error: `At least ${EVENT_LIMITS.capacityMin} seats` })
    .max(EVENT_LIMITS.capacityMax, { error: `At most ${EVENT_LIMITS.capacityMax} seats` }),
  price_cents: z
    .int({ error: "Give the price in whole cents" })
    .min(0, { error: "A price cannot be negative" })
    .default(0),
  rsvp_deadline: instant.nullable().optional(),
};

export const eventCreateSchema = z.strictObject(eventFields);
export type EventCreate = z.infer<typeof eventCreateSchema>;

export const eventUpdateSchema = z
  .strictObject({
    ...eventFields,
    price_cents: eventFields.price_cents.removeDefault(),
  })
  .partial();
export type EventUpdate = z.infer<typeof eventUpdateSchema>;

const yes = z.preprocess((v) => (v === "" ? undefined : v), z.enum(["true", "false"]).optional());
const blank = (v: unknown) => (v === "" ? undefined : v);

export const eventListQuerySchema = paginationSchema.extend({
  mode: z.preprocess(blank, z.enum(EVENT_MODES).optional()),
  city: searchText(EVENT_LIMITS.cityMax).optional(),
  category: z.preprocess(blank, z.enum(categorySlugs).optional()),
  price: z.preprocess(blank, z.enum(["free", "paid"]).optional()),
  time: z.preprocess(blank, z.enum(["week", "month"]).optional()),
  past: yes,
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

/** `PUT /users/me/events/{slug}/cover`: the picture, and optionally what it shows (the title if not). */
export const coverAltSchema = z.object({
  alt: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.string().trim().max(LISTING_LIMITS.altMax).optional(),
  ),
});
export const coverUploadSchema = coverAltSchema.extend({
  file: z.string().meta({ format: "binary", description: "A JPEG, PNG or WebP image, up to 8 MB" }),
});

export const eventSlugParams = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,140}$/, { error: "Input should be an event slug" }),
});

export const eventCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  timezone: z.string(),
  mode: z.enum(EVENT_MODES),
  city: z.string().nullable(),
  category: z.string(),
  price_cents: z.number(),
  currency: z.string(),
  capacity: z.number(),
  seats_left: z.number(),
  host: z.object({ slug: z.string(), display_name: z.string() }),
  image_url: z.string().nullable(),
});
export type EventCard = z.infer<typeof eventCardSchema>;

export const eventListSchema = z.object({ data: z.array(eventCardSchema), count: z.number() });

/** The caller's own place at the event, when they have one. */
/** A paid seat's money: paid, or given back (refund_pending until Stripe has made the refund). */
export const seatPaymentSchema = z.object({
  amount_cents: z.number(),
  currency: z.string(),
  status: z.enum(["awaiting_payment", "paid", "refund_pending", "refunded", "not_refunded"]),
});
export type SeatPayment = z.infer<typeof seatPaymentSchema>;

export const mySeatSchema = z.object({
  status: z.enum(SEAT_STATUSES),
  /** 1 for the first person waiting. */
  position: z.number().optional(),
  /** awaiting_payment: where to pay, and until when the seat is held. */
  checkout_url: z.string().nullable().optional(),
  hold_until: z.string().optional(),
  payment: seatPaymentSchema.optional(),
});

export const eventDetailSchema = eventCardSchema.extend({
  description: z.string(),
  status: z.enum(EVENT_STATUSES),
  image_alt: z.string().nullable(),
  rsvp_deadline: z.string().nullable(),
  waitlist_count: z.number(),
  /** Only for the host and seated attendees (left out for everyone else). */
  video_url: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  /** Only for a signed-in caller who has a seat or a waitlist place. */
  my_seat: mySeatSchema.optional(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** The host's own event: every field, its private place included. */
export const ownEventSchema = eventDetailSchema.extend({
  video_url: z.string().nullable(),
  address: z.string().nullable(),
  seated_count: z.number(),
  /** The host uploaded a cover (PUT …/cover); false: the default (first listing photo or the sample). */
  own_cover: z.boolean(),
});
export type OwnEvent = z.infer<typeof ownEventSchema>;
export const ownEventListSchema = z.object({ data: z.array(ownEventSchema), count: z.number() });

export const seatResultSchema = z.object({
  status: z.enum(["seated", "waitlisted", "awaiting_payment"]),
  position: z.number().optional(),
  checkout_url: z.string().optional(),
  /** awaiting_payment: the seat is held until then; unpaid by then, it goes to the next person. */
  hold_until: z.string().optional(),
  /** A paid seat's refund terms. */
  terms: z.string().optional(),
});
export type SeatResult = z.infer<typeof seatResultSchema>;

export const seatGivenBackSchema = z.object({
  status: z.literal("cancelled"),
  /** A paid seat: refunded in full (given back in time), or not (within 24 hours of the start). */
  refund: z.enum(["full", "none"]).optional(),
  terms: z.string().optional(),
});
export type SeatGivenBack = z.infer<typeof seatGivenBackSchema>;

const attendeeSchema = z.object({ name: z.string(), email: z.string(), since: z.string() });
export const attendeesSchema = z.object({
  seated: z.array(attendeeSchema),
  waitlist: z.array(attendeeSchema.extend({ position: z.number() })),
  /**
   * Seats held while their person pays (a paid event's Checkout, or a seat offered from the
   * waitlist), counted against the capacity: each held until `hold_until`, then let go.
   */
  paying: z.array(attendeeSchema.extend({ hold_until: z.string().nullable() })),
});

export const mySeatsSchema = z.object({
  data: z.array(
    z.object({
      event: eventCardSchema.extend({ status: z.enum(EVENT_STATUSES) }),
      /** cancelled: only a paid seat given back, to show its refund. */
      status: z.enum([...SEAT_STATUSES, "cancelled"]),
      position: z.number().optional(),
      checkout_url: z.string().nullable().optional(),
      hold_until: z.string().optional(),
      payment: seatPaymentSchema.optional(),
    }),
  ),
  count: z.number(),
});

export const EVENT_MESSAGE_LIMITS = { subjectMax: 150, bodyMax: 5000, perDay: 3 } as const;
/** A published event's changes of time or place its attendees are told of, in 24 hours. */
export const EVENT_CHANGE_LIMITS = { perDay: 3 } as const;
export const eventMessageSchema = z.strictObject({
  subject: z
    .string()
    .trim()
    .min(3, { error: "Write a subject" })
    .max(EVENT_MESSAGE_LIMITS.subjectMax, {
      error: `At most ${EVENT_MESSAGE_LIMITS.subjectMax} characters`,
    }),
  body: z
    .string()
    .trim()
    .min(10, { error: "Write a message of a sentence or more" })
    .max(EVENT_MESSAGE_LIMITS.bodyMax, {
      error: `At most ${EVENT_MESSAGE_LIMITS.bodyMax} characters`,
    }),
});
export const eventMessageSentSchema = z.object({ recipients: z.number() });
