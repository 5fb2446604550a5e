/**
 * A Checkout's outcome, from whichever tells first: the webhook, the seeker's return from Stripe,
 * or the payments job. Each re-reads the session and its PaymentIntent from Stripe: paid means the
 * card is held (`requires_capture`) for the exact amount of this booking. Paid in time, the booking
 * becomes a request as any other (the Seer is told); paid too late, the hold is released; never
 * paid, the booking expires and its time is free again (the Seer never heard of it).
 */
import "server-only";
import { errors } from "@/lib/api/errors";
import { announceBookingChange } from "@/lib/bookings/live";
import { enqueueBookingEmails } from "@/lib/bookings/notify";
import { enqueueRingPush } from "@/lib/bookings/push-notify";
import {
  type BookingJoined,
  bookingQuery,
  currentStatus,
  partyOf,
  startOf,
} from "@/lib/bookings/rows";
import { AWAITING_PAYMENT, expiresAt } from "@/lib/bookings/status";
import { now } from "@/lib/clock";
import { recordBookingEvent } from "@/lib/conversations/booking-lines";
import { type Db, getDb } from "@/lib/db/client";
import type { PaymentRow } from "@/lib/db/schema";
import { announceRing } from "@/lib/readings/live";
import { ringUntil } from "@/lib/readings/ring";
import { siteUrl } from "@/lib/site-url";
import { expireUnpaidBooking } from "./booking-effects";
import { type Claim, inPaymentTransaction, recordOnly } from "./events";
import { settlePaymentSoon } from "./pending";
import { settleSeatSession } from "./seat-payments";
import { movePayment, paymentOfBooking, paymentOfSession, paymentStatusOf } from "./store";
import { type Stripe, stripe, stripeCurrency } from "./stripe";

/** Whether Stripe holds exactly this booking's money: authorized, not yet captured. */
export function heldAsAgreed(
  intent: Stripe.PaymentIntent | null,
  payment: PaymentRow,
): intent is Stripe.PaymentIntent {
  return (
    intent !== null &&
    intent.status === "requires_capture" &&
    intent.amount === payment.amount_cents &&
    intent.currency === stripeCurrency(payment.currency) &&
    intent.metadata?.booking_id === payment.booking_id
  );
}

async function listingOf(bookingId: string): Promise<string | null> {
  const row = await getDb()
    .selectFrom("booking")
    .select("listing_id")
    .where("id", "=", bookingId)
    .executeTakeFirst();
  return row?.listing_id ?? null;
}

/** Settles the Checkout `sessionId`; the booking it was for (null: none of ours). */
export async function settleCheckoutSession(
  sessionId: string,
  { claim, base = siteUrl() }: { claim?: Claim; base?: string } = {},
): Promise<string | null> {
  const payment = await paymentOfSession(getDb(), sessionId);
  if (!payment) {
    // An event seat's Checkout, or none of ours.
    if (!(await settleSeatSession(sessionId, { claim, base }))) await recordOnly(claim);
    return null;
  }
  const session = await stripe().checkout.sessions.retrieve(sessionId, {
    expand: ["payment_intent"],
  });
  const intent = typeof session.payment_intent === "object" ? session.payment_intent : null;
  if (session.status === "complete" && heldAsAgreed(intent, payment)) {
    await settlePaid(payment, intent.id, claim, base);
  } else if (session.status === "expired") {
    await settleUnpaid(payment, claim);
  } else {
    if (session.status === "complete") {
      console.warn(
        `[payments] checkout ${sessionId} completed without the agreed hold (${intent?.status ?? "no PaymentIntent"}): not marked paid`,
      );
    }
    await recordOnly(claim);
  }
  return payment.booking_id;
}

type Settled = { row: BookingJoined; release: boolean };

/**
 * The booking paid in time becomes a request, if it still awaits payment: the expiry sweep (which
 * does not take the Seer's lock) may have expired it since it was read, and then it is too late.
 */
async function becomeRequest(db: Db, row: BookingJoined, at: Date): Promise<boolean> {
  if (row.kind === "reading") return startRinging(db, row, at);
  const updated = await db
    .updateTable("booking")
    .set({
      status: "requested",
      expires_at: expiresAt(at, startOf(row)).toISOString(),
      updated_at: at.toISOString(),
    })
    .where("id", "=", row.id)
    .where("status", "=", AWAITING_PAYMENT)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** A reading paid in time rings its Seer now, for READING_RING_SECONDS. */
async function startRinging(db: Db, row: BookingJoined, at: Date): Promise<boolean> {
  const until = ringUntil(at).toISOString();
  const updated = await db
    .updateTable("booking")
    .set({ status: "ringing", expires_at: until, updated_at: at.toISOString() })
    .where("id", "=", row.id)
    .where("status", "=", AWAITING_PAYMENT)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  await db
    .updateTable("booking_reading")
    .set({ ring_until: until })
    .where("booking_id", "=", row.id)
    .execute();
  await enqueueRingPush(db, row);
  return true;
}

async function settlePaid(
  payment: PaymentRow,
  intentId: string,
  claim: Claim | undefined,
  base: string,
) {
  const listingId = await listingOf(payment.booking_id);
  const settled = await inPaymentTransaction(
    { claim, listingId },
    async (db): Promise<Settled | null> => {
      const at = now();
      const fresh = await paymentOfBooking(db, payment.booking_id);
      if (!fresh || paymentStatusOf(fresh) !== "awaiting_payment") return null;
      const row = await bookingQuery(db)
        .where("booking.id", "=", fresh.booking_id)
        .executeTakeFirstOrThrow();
      const inTime = row.status === AWAITING_PAYMENT && currentStatus(row, at) === AWAITING_PAYMENT;
      if (!(inTime && (await becomeRequest(db, row, at)))) {
        // Too late (by time, expired by the sweep meanwhile, or withdrawn): the hold is let go.
        await expireUnpaidBooking(db, row, at);
        await movePayment(db, fresh, "held", at, {
          payment_intent_id: intentId,
          pending: "release",
        });
        return { row, release: true };
      }
      await movePayment(db, fresh, "held", at, {
        payment_intent_id: intentId,
        paid_at: at.toISOString(),
        pending: null,
      });
      const after = await bookingQuery(db)
        .where("booking.id", "=", row.id)
        .executeTakeFirstOrThrow();
      // A reading rings (its Seer hears it live, at once: no email, no line).
      if (after.kind === "reading") return { row: after, release: false };
      // From here on it is a request as any other: the Seer is asked, the seeker told.
      await enqueueBookingEmails(db, after, "requested", base);
      await recordBookingEvent(db, { row: after, event: "requested", by: "seeker" }, at);
      return { row: after, release: false };
    },
  );
  if (!settled) return;
  announceBookingChange(settled.row);
  if (settled.row.status === "ringing") announceRing(settled.row);
  if (settled.release) settlePaymentSoon(payment.booking_id);
}

async function settleUnpaid(payment: PaymentRow, claim: Claim | undefined) {
  const listingId = await listingOf(payment.booking_id);
  const row = await inPaymentTransaction({ claim, listingId }, async (db) => {
    const at = now();
    const fresh = await paymentOfBooking(db, payment.booking_id);
    if (!fresh || paymentStatusOf(fresh) !== "awaiting_payment") return null;
    const booking = await bookingQuery(db)
      .where("booking.id", "=", fresh.booking_id)
      .executeTakeFirstOrThrow();
    await expireUnpaidBooking(db, booking, at);
    await movePayment(db, fresh, "failed", at, { pending: null });
    return booking;
  });
  if (row) announceBookingChange(row);
}

/** `POST /bookings/{id}/checkout`: the seeker's Checkout link again, while the booking awaits payment. */
export async function checkoutLinkFor(
  row: BookingJoined,
  userId: string,
): Promise<{ url: string }> {
  const party = partyOf(row, userId);
  if (party !== "seeker")
    throw party === "seer" ? errors.checkoutSeekerOnly() : errors.notEnoughPermissions();
  if (!row.payment_id) throw errors.bookingHasNoPayment();
  const status = currentStatus(row, now());
  if (status !== AWAITING_PAYMENT || !row.payment_checkout_url)
    throw errors.notAwaitingPayment(status);
  return { url: row.payment_checkout_url };
}
