/** The database's tables as Kysely sees them; row types for the rest of the code derive from here. */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

/** SQLite returns ISO text and 0/1, PostgreSQL returns Date and booleans: both are read through `lib/db/values`. */
type Timestamp = ColumnType<Date | string, string, string>;
type Flag = ColumnType<boolean | number, boolean | number, boolean | number>;

interface UserTable {
  id: string;
  email: string;
  hashed_password: string;
  full_name: string | null;
  firstname: string | null;
  lastname: string | null;
  country: string | null;
  type: number;
  /** IANA name; null until the account reports one. */
  timezone: ColumnType<string | null, string | null | undefined, string | null>;
  is_active: Flag;
  is_superuser: Flag;
  /** Whether they get an email for a message left unread (Settings → Notifications). */
  message_emails: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  newsletter: Flag;
  /** Bumped on every password change: tokens carry it, so older ones stop working. */
  password_version: Generated<number>;
  /** Proven by the link sent to the address; a changed address is unproven again. */
  email_verified: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  created_at: Timestamp;
}

/** A sign-in from another provider (lib/auth/oauth): its subject there, and the account it opens. */
interface UserIdentityTable {
  id: string;
  user_id: string;
  provider: string;
  subject: string;
  /** The provider's email when last seen (shown in Settings; never used to find the account). */
  email: string | null;
  created_at: Timestamp;
}

/** States of sign-in round trips already used (each works once). */
interface OauthStateUsedTable {
  state: string;
  used_at: Timestamp;
}

interface ItemTable {
  id: string;
  title: string;
  description: string | null;
  owner_id: string;
  created_at: Timestamp;
}

interface SavedCoachTable {
  user_id: string;
  coach_slug: string;
  created_at: Timestamp;
}

interface ReviewTable {
  id: string;
  coach_slug: string;
  /** Null once its author closed their account ("Former member"): the review stays. */
  user_id: string | null;
  rating: number;
  title: string | null;
  body: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  booking_id: ColumnType<string | null, string | null | undefined, string | null>;
  reply: ColumnType<string | null, string | null | undefined, string | null>;
  replied_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

interface NewsletterSubscriberTable {
  email: string;
  created_at: Timestamp;
}

interface ListingTable {
  id: string;
  owner_id: string | null;
  slug: string;
  status: string;
  review_note: string | null;
  display_name: string;
  headline: Generated<string>;
  bio: Generated<string>;
  category: string | null;
  /** JSON text arrays and objects on both databases, read through `lib/listings/row.ts`. */
  specialties: Generated<string>;
  reading_types: Generated<string>;
  languages: Generated<string>;
  years_experience: number | null;
  mode: string | null;
  location: string | null;
  hourly_rate_cents: number | null;
  session_hours: Generated<string>;
  session_description: Generated<string>;
  timezone: string | null;
  weekly_hours: Generated<string>;
  days_off: Generated<string>;
  min_notice_hours: Generated<number>;
  booking_window_days: Generated<number>;
  service_title: string | null;
  service_price_cents: number | null;
  color_types: Generated<string>;
  avatar: string | null;
  rating_breakdown: Generated<string>;
  consultations: Generated<number>;
  count_label: Generated<string>;
  featured: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  // The first schema's `available_now` column is still in the table, never read or written:
  // "available now" is the readings' rule (lib/readings/availability.ts).
  /** Readings now (lib/readings): the Seer's switch (0/1) and price per started minute. */
  reading_on: Generated<number>;
  reading_price_cents: number | null;
  /** Seeded coaches keep the sample's order; Seers' listings follow them, newest first. */
  sort_order: Generated<number>;
  submitted_at: Timestamp | null;
  published_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface ListingTagTable {
  listing_id: string;
  kind: "specialty" | "reading_type";
  value: string;
}

interface ListingPhotoTable {
  id: string;
  listing_id: string;
  position: number;
  alt: string;
  src: string;
  created_at: Timestamp;
}

/** A listing's private place: the Seer's video room and street address (lib/listings/place.ts). */
interface ListingPlaceTable {
  listing_id: string;
  video_url: string | null;
  address: string | null;
  /** `room` (the built-in room, lib/rooms) or `link` (`video_url`). */
  video: Generated<string>;
  updated_at: Timestamp;
}

interface MediaTable {
  key: string;
  content_type: string;
  bytes: Buffer;
  created_at: Timestamp;
}

interface BookingTable {
  id: string;
  /** Null once the Seer closed their account (the listing went with it): the other side keeps the booking. */
  listing_id: string | null;
  /** Null once the seeker closed theirs. */
  seeker_id: string | null;
  start_at: Timestamp;
  end_at: Timestamp;
  hours: number;
  hourly_rate_cents: number;
  total_cents: number;
  currency: Generated<string>;
  status: string;
  expires_at: Timestamp;
  note: string | null;
  cancelled_by: string | null;
  reason: string | null;
  ics_sequence: Generated<number>;
  /** "online" or "in_person" (lib/bookings/place.ts). */
  mode: Generated<string>;
  reminded_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** "session" (a booked time) or "reading" (now, by the minute: its details in booking_reading). */
  kind: Generated<string>;
}

/** A reading's own facts beside its booking (lib/readings). */
interface BookingReadingTable {
  booking_id: string;
  max_minutes: number;
  price_per_minute_cents: number;
  ring_until: Timestamp | null;
  accepted_at: Timestamp | null;
  started_at: Timestamp | null;
  ended_at: Timestamp | null;
  minutes_billed: number | null;
  ended_by: string | null;
}

/** Who has the site open, per instance (lib/live/online.ts). */
interface LivePresenceTable {
  user_id: string;
  instance_id: string;
  until: Timestamp;
}

/** A person's private calendar address (lib/calendar-feed): found by the token's hash. */
interface CalendarFeedTable {
  user_id: string;
  token_hash: string;
  /** The token sealed with AES-256-GCM, to show its owner the address again. */
  token_sealed: string;
  created_at: Timestamp;
}

/** A browser that may notify its person (lib/push). */
interface PushSubscriptionTable {
  id: string;
  user_id: string;
  endpoint: string;
  /** The browser's P-256 public key, base64url (65 bytes uncompressed). */
  p256dh: string;
  /** The browser's 16-byte secret, sealed with AES-256-GCM (lib/security/secret-box.ts). */
  auth_sealed: string;
  user_agent: string | null;
  created_at: Timestamp;
}

/** The generated VAPID pair, when none is configured (one row, id 1). */
interface PushVapidTable {
  id: number;
  public_key: string;
  private_key_sealed: string;
  created_at: Timestamp;
}

/** The outbox of writes into Seers' calendars (lib/calendar-writes). */
export interface CalendarWriteTable {
  id: string;
  user_id: string;
  /** "booking:<id>" or "event:<id>". */
  subject: string;
  /** pending, sending, done, dead. */
  status: string;
  attempts: Generated<number>;
  available_at: Timestamp;
  lease_owner: string | null;
  lease_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  done_at: Timestamp | null;
}

/** Where a subject sits in a Seer's calendar now. */
interface CalendarWrittenTable {
  user_id: string;
  subject: string;
  connection_id: string;
  object_url: string;
  etag: string | null;
  sequence: number;
  written_at: Timestamp;
}

/** A proposal to move an accepted booking (lib/bookings/reschedule.ts); one open per booking. */
interface BookingRescheduleTable {
  id: string;
  booking_id: string;
  /** "seeker" or "seer". */
  proposed_by: string;
  /** JSON array of ISO 8601 starts (UTC): one from a seeker, up to three from the Seer. */
  starts: string;
  /** "open", "accepted", "declined", "withdrawn" or "expired". */
  status: string;
  expires_at: Timestamp;
  chosen_start: Timestamp | null;
  created_at: Timestamp;
  decided_at: Timestamp | null;
}

export interface OutboxTable {
  id: string;
  kind: string;
  /** At most one message per key (e.g. one reminder per booking), whoever enqueues it. */
  dedupe_key: string | null;
  /**
   * The lower-cased `to`: one person's emails are claimed in the order they were written
   * (lib/outbox/lease.ts). Null on rows written before it was recorded, which keep no order.
   * That order is the table's `seq` column on PostgreSQL and its implicit rowid on SQLite,
   * read only through lease.ts, so neither is declared here.
   */
  recipient: string | null;
  /** JSON: the rendered message (to, subject, html, text, attachments). */
  payload: string;
  status: string;
  attempts: Generated<number>;
  available_at: Timestamp;
  lease_owner: string | null;
  lease_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

interface ConversationTable {
  id: string;
  /** Null once that side's account is deleted: the other keeps the conversation. */
  seeker_id: string | null;
  seer_id: string | null;
  /** The `seq` of its newest message (0 before the first). */
  last_seq: Generated<number>;
  created_at: Timestamp;
  /** The newest activity: the conversation list's order. */
  updated_at: Timestamp;
}

interface ConversationParticipantTable {
  conversation_id: string;
  user_id: string;
  role: "seeker" | "seer";
  /** Messages up to this `seq` have been read by this side. */
  last_read_seq: Generated<number>;
  last_read_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** The newest line a message email told this side about (0: none); emailed again only once read past it. */
  emailed_seq: Generated<number>;
  /** When this side blocked the other (null: not blocked). */
  blocked_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

interface MessageTable {
  id: string;
  conversation_id: string;
  seq: number;
  /** "text": a person's words; "system": a booking's event. */
  kind: "text" | "system";
  /** Who wrote it, or whose action the event was (null: time's, e.g. a request that expired). */
  sender_role: "seeker" | "seer" | null;
  sender_id: string | null;
  body: string;
  booking_id: string | null;
  /**
   * A booking line's event as JSON (lib/conversations/booking-event.ts), read out in each reader's
   * zone; null for people's words and for booking lines written before events were kept.
   */
  event: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

interface ConversationReportTable {
  id: string;
  conversation_id: string;
  /** Null once the reporter's account is deleted. */
  reporter_id: string | null;
  /** The conversation's other person at the time of the report. */
  reported_id: string | null;
  reason: string;
  created_at: Timestamp;
  resolved_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

/** A Seer's Stripe Connect account (lib/payments/accounts.ts). */
interface PaymentAccountTable {
  user_id: string;
  stripe_account_id: string;
  /** "pending" (onboarding not finished), "enabled" or "restricted". */
  status: string;
  /** JSON text: what Stripe still asks for. */
  requirements: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A booking's card payment (lib/payments): its status only moves forward (lib/payments/states.ts). */
interface PaymentTable {
  id: string;
  booking_id: string;
  status: string;
  amount_cents: number;
  fee_cents: number;
  currency: string;
  refunded_cents: Generated<number>;
  /** The Seer's connected account: the charge's destination and the payout's source. */
  seer_account_id: string;
  checkout_session_id: string | null;
  checkout_url: string | null;
  attempt: Generated<number>;
  /** When the Checkout Session expires: unpaid by then, the booking expires. */
  pay_by: Timestamp;
  payment_intent_id: string | null;
  /** When the card was held in time and the Seer asked (null: the Seer never heard of it). */
  paid_at: Timestamp | null;
  /**
   * What is still to be done at Stripe: "release" (cancel the hold), "expire" (the checkout) or
   * "capture" (a reading's hold, for its minutes: lib/payments/reading-charge.ts).
   */
  pending: string | null;
  payout_id: string | null;
  /** "pending", "paid" or "failed", as the payout's webhooks say. */
  payout_status: string | null;
  paid_out_at: Timestamp | null;
  /** When the payout was begun (written before Stripe is asked: lib/payments/payouts.ts). */
  payout_started_at: Timestamp | null;
  failure_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The charge's dispute, if any (lib/payments/disputes.ts): "open", "won" or "lost", as Stripe last said. */
  dispute_id: string | null;
  dispute_status: string | null;
  /** Where the payment was when it became `disputed`: a dispute won takes it back there. */
  disputed_from: string | null;
}

interface PaymentRefundTable {
  id: string;
  payment_id: string;
  amount_cents: number;
  /** The share of the platform's fee given back with it (the Seer loses the rest). */
  fee_refunded_cents: number;
  reason: string | null;
  /** "pending" until Stripe has made it, then "succeeded". */
  status: string;
  /** Unique: one Stripe refund is recorded once. */
  stripe_refund_id: string | null;
  created_at: Timestamp;
  refunded_at: Timestamp | null;
}

interface StripeEventTable {
  id: string;
  type: string;
  received_at: Timestamp;
}

/** A party's claim that the other did not come (lib/bookings/no-show.ts); one per booking. */
interface BookingNoShowTable {
  booking_id: string;
  /** "seer" or "seeker": who said it, and the other, said to be absent. */
  reported_by: string;
  absent: string;
  note: string | null;
  /** "open" → "contested" → "upheld" | "rejected"; an uncontested one is upheld at its deadline. */
  status: string;
  contest_note: string | null;
  created_at: Timestamp;
  /** The absent party may contest until then (the claim + 24 h). */
  deadline_at: Timestamp;
  contested_at: Timestamp | null;
  resolved_at: Timestamp | null;
  /** The admin who resolved it (null: it stood uncontested). */
  resolved_by: string | null;
}

/** One connection of a party to the built-in room: when it entered and left (lib/rooms/presence-log.ts). */
interface RoomPresenceTable {
  id: string;
  booking_id: string;
  party: string;
  joined_at: Timestamp;
  /** Null while in the room (or when the process ended without saying). */
  left_at: Timestamp | null;
}

/** A Seer's group event (lib/events); `video_url` and `address` are private to host and seated. */
interface GroupEventTable {
  id: string;
  slug: string;
  /** Null once its host closed their account: kept, out of sight, while money is owed on it. */
  listing_id: string | null;
  title: string;
  description: string;
  category: string;
  image_url: string | null;
  image_alt: string | null;
  /** The host's own uploaded cover (`/media/<hash>`), null for the default; image_url follows it. */
  cover_src: string | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  timezone: string;
  /** "online" or "in_person". */
  mode: string;
  video_url: string | null;
  address: string | null;
  city: string | null;
  capacity: number;
  price_cents: Generated<number>;
  currency: Generated<string>;
  rsvp_deadline: Timestamp | null;
  /** "draft", "published" or "cancelled". */
  status: string;
  ics_sequence: Generated<number>;
  reminded_at: Timestamp | null;
  published_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The host's payout of the paid seats, made a day after the end (lib/payments/event-payouts.ts). */
  payout_id: string | null;
  payout_status: string | null;
  paid_out_at: Timestamp | null;
  /** When the payout was begun (written before Stripe is asked). */
  payout_started_at: Timestamp | null;
}

interface EventSeatTable {
  id: string;
  event_id: string;
  /** Null once its person closed their account: a paid seat stays for its refund or payout. */
  user_id: string | null;
  /** "seated", "waitlisted", "awaiting_payment" (a paid seat held) or "cancelled" (given back, or the event was cancelled). */
  status: string;
  /** Arrival order within the event: the waitlist's order. */
  seq: number;
  seated_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** A paid seat (price at the time it was taken); null for a free one. */
  amount_cents: number | null;
  fee_cents: number | null;
  seer_account_id: string | null;
  /** The Checkout of an "awaiting_payment" seat, open until `hold_until`. */
  checkout_session_id: string | null;
  checkout_url: string | null;
  /** An "awaiting_payment" seat is held for its person until then (a Checkout, or a 12-hour offer). */
  hold_until: Timestamp | null;
  payment_intent_id: string | null;
  paid_at: Timestamp | null;
  /** "pending" (to be made at Stripe) or "refunded"; null: nothing to give back. */
  refund_status: string | null;
  refund_id: string | null;
  refunded_at: Timestamp | null;
  /** The seat's charge disputed: "open" (its event's payout waits), "won" or "lost" (left out of it). */
  dispute_id: string | null;
  dispute_status: string | null;
}

/** An admin's refund request by its Idempotency-Key (lib/payments/refund-keys.ts), kept a day. */
interface RefundRequestTable {
  id: string;
  user_id: string;
  booking_id: string;
  idempotency_key: string;
  /** The request's body as sent: the same key with another body is refused. */
  fingerprint: string;
  /** What is refunded at Stripe, once settled (a request resumed sends Stripe the same). */
  amount_cents: number | null;
  /** While one request makes the refund; a later one with the key waits it out or takes over. */
  lease_until: Timestamp | null;
  /** The first answer (status and JSON body), given again to the same key. */
  answer_status: number | null;
  answer_body: string | null;
  created_at: Timestamp;
}

interface GroupEventMessageTable {
  id: string;
  event_id: string;
  subject: string;
  body: string;
  recipients: number;
  created_at: Timestamp;
}

/** A change of a published event's time or place its attendees were told of (the daily cap's count). */
interface GroupEventChangeTable {
  id: string;
  event_id: string;
  created_at: Timestamp;
}

/** A change of a Seer's place their booked sessions were told of (the daily cap's count). */
interface ListingPlaceChangeTable {
  id: string;
  listing_id: string;
  created_at: Timestamp;
}

/** A Seer's connected calendar (lib/calendars): a CalDAV account or an iCal address. */
interface CalendarConnectionTable {
  id: string;
  user_id: string;
  /** "caldav" or "ics". */
  kind: string;
  /** Shown: the CalDAV server's address, or only the host of an iCal address. */
  url: string;
  username: string | null;
  /** The password or the full iCal address, sealed with AES-256-GCM (lib/security/secret-box.ts). */
  secret_enc: string;
  home_url: string | null;
  /** "ok" or "error". */
  status: Generated<string>;
  error: string | null;
  last_synced_at: Timestamp | null;
  checked_at: Timestamp | null;
  error_emailed_at: Timestamp | null;
  write_to: string | null;
  created_at: Timestamp;
}

/** One calendar of a connection, and whether its events make the Seer busy. */
interface CalendarConnectionCalendarTable {
  connection_id: string;
  url: string;
  name: string;
  busy: Flag;
  ctag: string | null;
}

/** A busy stretch last read from a connected calendar (UTC). */
interface CalendarBusyTable {
  connection_id: string;
  user_id: string;
  calendar_url: string;
  start_at: Timestamp;
  end_at: Timestamp;
}

export interface Database {
  user: UserTable;
  user_identity: UserIdentityTable;
  oauth_state_used: OauthStateUsedTable;
  item: ItemTable;
  saved_coach: SavedCoachTable;
  review: ReviewTable;
  newsletter_subscriber: NewsletterSubscriberTable;
  listing: ListingTable;
  listing_tag: ListingTagTable;
  listing_photo: ListingPhotoTable;
  listing_place: ListingPlaceTable;
  media: MediaTable;
  booking: BookingTable;
  booking_reading: BookingReadingTable;
  live_presence: LivePresenceTable;
  outbox: OutboxTable;
  conversation: ConversationTable;
  conversation_participant: ConversationParticipantTable;
  message: MessageTable;
  conversation_report: ConversationReportTable;
  payment_account: PaymentAccountTable;
  payment: PaymentTable;
  payment_refund: PaymentRefundTable;
  refund_request: RefundRequestTable;
  stripe_events: StripeEventTable;
  booking_no_show: BookingNoShowTable;
  room_presence: RoomPresenceTable;
  booking_reschedule: BookingRescheduleTable;
  group_event: GroupEventTable;
  event_seat: EventSeatTable;
  group_event_message: GroupEventMessageTable;
  group_event_change: GroupEventChangeTable;
  listing_place_change: ListingPlaceChangeTable;
  calendar_connection: CalendarConnectionTable;
  calendar_connection_calendar: CalendarConnectionCalendarTable;
  calendar_busy: CalendarBusyTable;
  calendar_feed: CalendarFeedTable;
  calendar_write: CalendarWriteTable;
  calendar_written: CalendarWrittenTable;
  push_subscription: PushSubscriptionTable;
  push_vapid: PushVapidTable;
}

export type UserRow = Selectable<UserTable>;
export type ItemRow = Selectable<ItemTable>;
export type ListingRow = Selectable<ListingTable>;
export type NewListingRow = Insertable<ListingTable>;
export type ListingRowUpdate = Updateable<ListingTable>;
export type ListingPhotoRow = Selectable<ListingPhotoTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type ConversationRow = Selectable<ConversationTable>;
export type MessageRow = Selectable<MessageTable>;
export type PaymentRow = Selectable<PaymentTable>;
export type PaymentAccountRow = Selectable<PaymentAccountTable>;
export type PaymentRefundRow = Selectable<PaymentRefundTable>;
export type BookingNoShowRow = Selectable<BookingNoShowTable>;
export type BookingRescheduleRow = Selectable<BookingRescheduleTable>;
export type GroupEventRow = Selectable<GroupEventTable>;
export type EventSeatRow = Selectable<EventSeatTable>;
export type CalendarConnectionRow = Selectable<CalendarConnectionTable>;
export type CalendarWriteRow = Selectable<CalendarWriteTable>;
