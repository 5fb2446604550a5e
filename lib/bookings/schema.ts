/** Booking payloads: the request a seeker sends, the lists' queries and the JSON a booking is. */
import { z } from "zod";
import { BOOKING_MODES } from "@/lib/bookings/place";
import { ALL_BOOKING_STATUSES, PARTY_ACTIONS } from "@/lib/bookings/status";
import { LISTING_LIMITS } from "@/lib/listings/schema";
import { bookingPaymentSchema } from "@/lib/payments/schema";
import { readingPublicSchema } from "@/lib/readings/schema";
import { paginationSchema } from "@/lib/validation/pagination";
import { bookingNoShowSchema, roomPresenceSchema } from "./no-show-schema";
import { reschedulePublicSchema } from "./reschedule-schema";

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Use a date such as 2026-12-24" });
const wholeNumber = z
  .string()
  .regex(/^\d{1,3}$/, { error: "Input should be a valid integer" })
  .transform(Number);

export const slotsQuerySchema = z.object({
  from: calendarDate.optional(),
  days: wholeNumber.pipe(z.int().min(1).max(31)).default(7),
  hours: wholeNumber.pipe(z.int().min(1).max(LISTING_LIMITS.sessionHoursMax)).default(1),
});

const slotSchema = z.object({ start: z.string(), end: z.string() });
export const slotsSchema = z.object({ timezone: z.string(), data: z.array(slotSchema) });

export const bookingCreateSchema = z.object({
  coach_slug: z.string().regex(/^[a-z0-9-]{1,120}$/, { error: "Input should be a coach slug" }),
  start: z.iso.datetime({
    offset: true,
    error: "Use an ISO 8601 time such as 2026-12-01T15:00:00Z",
  }),
  hours: z.int().min(1).max(LISTING_LIMITS.sessionHoursMax),
  note: z.string().trim().max(1000).nullable().optional(),
  /** Online or in person: a Hybrid Seer's seeker chooses; otherwise it is the Seer's one mode. */
  mode: z.enum(BOOKING_MODES).optional(),
});
export type BookingCreate = z.infer<typeof bookingCreateSchema>;

export const bookingReasonSchema = z.object({
  reason: z.string().trim().max(1000).nullable().optional(),
});

/** Accepting: `confirm_clash` accepts a time the Seer's own calendar has become busy at (issue 38). */
export const bookingAcceptSchema = z.object({
  confirm_clash: z.boolean().optional(),
});

export const bookingListQuerySchema = paginationSchema.extend({
  as: z.enum(["seeker", "seer"]).default("seeker"),
  // `status=` (empty) means any status, as leaving it out does.
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(ALL_BOOKING_STATUSES).optional()),
});

export const bookingPublicSchema = z.object({
  id: z.string(),
  /** A booked session, or a reading (a Seer met now, billed by the started minute: lib/readings). */
  kind: z.enum(["session", "reading"]),
  /** Null once the Seer closed their account; their name then reads "Former member", as the seeker's does. */
  coach_slug: z.string().nullable(),
  seer_name: z.string(),
  seeker_name: z.string(),
  start: z.string(),
  end: z.string(),
  hours: z.number(),
  mode: z.enum(BOOKING_MODES),
  /**
   * Where the session happens, for its two parties once accepted: online, the built-in room
   * (`video: "room"`, `video_url` its page's path) or the Seer's own link (`video: "link"`); in
   * person, the street address. Null until then and for anyone else.
   */
  place: z
    .object({
      video: z.enum(["room", "link"]).nullable(),
      video_url: z.string().nullable(),
      address: z.string().nullable(),
    })
    .nullable(),
  hourly_rate: z.number(),
  total_cents: z.number(),
  currency: z.string(),
  status: z.enum(ALL_BOOKING_STATUSES),
  expires_at: z.string(),
  note: z.string().nullable(),
  cancelled_by: z.enum(["seeker", "seer"]).nullable(),
  reason: z.string().nullable(),
  /** Said when a seeker cancels later than 24 h before the start. */
  cancellation_terms: z.string().nullable(),
  created_at: z.string(),
  /** What the requesting user may do with it now, by the server's clock (lib/bookings/status.ts). */
  actions: z.array(z.enum(PARTY_ACTIONS)),
  /** The card payment (lib/payments), or null: payments are off, so nothing is paid online. */
  payment: bookingPaymentSchema.nullable(),
  /** A party's claim that the other did not come (lib/bookings/no-show.ts), or null. */
  no_show: bookingNoShowSchema.nullable(),
  /** Admins only, beside a no-show claim only: when each party entered and left the built-in room. */
  room_presence: z.array(roomPresenceSchema).optional(),
  /** The open proposal to move this accepted session (lib/bookings/reschedule.ts), or null. */
  reschedule: reschedulePublicSchema.nullable(),
  /** A reading's maximum, price per minute, ring and meter; null for a session. */
  reading: readingPublicSchema.nullable(),
});
export type BookingPublic = z.infer<typeof bookingPublicSchema>;

export const bookingsPublicSchema = z.object({
  data: z.array(bookingPublicSchema),
  count: z.number(),
});

export const reviewReplySchema = z.object({ body: z.string().trim().min(1).max(2000) });
