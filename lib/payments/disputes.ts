/**
 * A dispute's course (`charge.dispute.created` / `charge.dispute.closed`, and the payments job for
 * a close whose event was lost), re-read from Stripe each time, so the dispute's own state decides
 * whatever order its events come in: open, a session's payment is `disputed` (no payout, no
 * refund) and remembers where it was; won, it goes back there and is paid out as usual; lost, it
 * is `dispute_lost`, never paid out nor refunded. A paid seat's dispute is kept on the seat: its
 * event's payout waits while one is open (lib/payments/event-payouts.ts) and leaves a lost seat's
 * money out. A dispute once ended stays ended: a stale "open" read never reopens it.
 */
import "server-only";
import { withWriteTransaction } from "@/lib/bookings/lock";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import type { PaymentRow } from "@/lib/db/schema";
import { type Claim, inPaymentTransaction, recordOnly } from "./events";
import { settlePaymentSoon } from "./pending";
import { DISPUTABLE } from "./states";
import {
  movePayment,
  paymentOfBooking,
  paymentOfIntent,
  paymentStatusOf,
  returnFromDispute,
  updatePayment,
} from "./store";
import { describeStripeError, stripe } from "./stripe";

type Outcome = "open" | "won" | "lost";

/** Stripe's statuses by what they mean for the money; any other (a new one) changes nothing. */
const OUTCOMES: Record<string, Outcome> = {
  warning_needs_response: "open",
  warning_under_review: "open",
  needs_response: "open",
  under_review: "open",
  // Ended with the money kept: an inquiry closed, a dispute won or prevented, or refunded instead.
  warning_closed: "won",
  won: "won",
  prevented: "won",
  charge_refunded: "won",
  lost: "lost",
};

const ENDED = new Set<string>(["won", "lost"]);

const idOf = (value: string | { id: string } | null) =>
  typeof value === "string" ? value : (value?.id ?? null);

/** The dispute as it stands at Stripe, applied to the session's payment or the seat it is about. */
export async function settleDispute(disputeId: string, claim?: Claim): Promise<void> {
  const dispute = await stripe().disputes.retrieve(disputeId);
  const outcome = OUTCOMES[dispute.status];
  const intentId = idOf(dispute.payment_intent);
  if (!outcome || !intentId) return recordOnly(claim);
  const target = await disputedOne(intentId);
  if (target?.bookingId) return applyToPayment(target.bookingId, dispute.id, outcome, claim);
  if (target?.seatId) return applyToSeat(target.seatId, dispute.id, outcome, claim);
  return recordOnly(claim);
}

/** The session's payment or the paid seat that PaymentIntent is the charge of, if it is ours. */
async function disputedOne(
  intentId: string,
): Promise<{ bookingId?: string; seatId?: string } | null> {
  const db = getDb();
  const payment = await paymentOfIntent(db, intentId);
  if (payment) return { bookingId: payment.booking_id };
  const seat = await db
    .selectFrom("event_seat")
    .select("id")
    .where("payment_intent_id", "=", intentId)
    .executeTakeFirst();
  if (seat) return { seatId: seat.id };
  // Its Checkout not yet settled here (a webhook late): the PaymentIntent names what it is for.
  const { metadata } = await stripe().paymentIntents.retrieve(intentId);
  if (metadata?.booking_id) {
    const byBooking = await paymentOfBooking(db, metadata.booking_id);
    if (byBooking) return { bookingId: byBooking.booking_id };
  }
  if (metadata?.event_seat_id) {
    const named = await db
      .selectFrom("event_seat")
      .select("id")
      .where("id", "=", metadata.event_seat_id)
      .executeTakeFirst();
    if (named) return { seatId: named.id };
  }
  return null;
}

async function applyToPayment(
  bookingId: string,
  disputeId: string,
  outcome: Outcome,
  claim: Claim | undefined,
): Promise<void> {
  const listingId = (
    await getDb()
      .selectFrom("booking")
      .select("listing_id")
      .where("id", "=", bookingId)
      .executeTakeFirst()
  )?.listing_id;
  await inPaymentTransaction({ claim, listingId: listingId ?? null }, async (db) => {
    const fresh = await paymentOfBooking(db, bookingId);
    if (!fresh) return;
    if (fresh.dispute_id === disputeId && ENDED.has(fresh.dispute_status ?? "")) return;
    const at = now();
    const status = paymentStatusOf(fresh);
    const noted = { dispute_id: disputeId, dispute_status: outcome };
    let moved: PaymentRow | null = null;
    if (outcome === "open" && DISPUTABLE.includes(status)) {
      moved = await movePayment(db, fresh, "disputed", at, { ...noted, disputed_from: status });
    } else if (outcome === "won" && status === "disputed" && disputeOwns(fresh, disputeId)) {
      moved = await returnFromDispute(db, fresh, at, noted);
    } else if (outcome === "lost") {
      const from = status === "disputed" ? fresh.disputed_from : status;
      moved = await movePayment(db, fresh, "dispute_lost", at, { ...noted, disputed_from: from });
      // The bank paid the card back: a refund that waited for the dispute's end is owed no more.
      if (moved) {
        await db
          .updateTable("payment_refund")
          .set({ status: "failed" })
          .where("payment_id", "=", fresh.id)
          .where("status", "=", "pending")
          .execute();
      }
    }
    // Not a move (a refunded charge disputed, a close before its opening): the dispute is noted.
    if (!moved) await updatePayment(db, fresh, at, noted);
  });
  // Won: a refund that waited for the end (a cancellation while disputed) is made now.
  if (outcome === "won") settlePaymentSoon(bookingId);
}

/** The payment's dispute is this one (or one from before disputes were kept by id). */
const disputeOwns = (payment: PaymentRow, disputeId: string) =>
  payment.dispute_id === null || payment.dispute_id === disputeId;

async function applyToSeat(
  seatId: string,
  disputeId: string,
  outcome: Outcome,
  claim: Claim | undefined,
): Promise<void> {
  await withWriteTransaction(async (db) => {
    if (claim && !(await claim(db))) return;
    await db
      .updateTable("event_seat")
      .set({ dispute_id: disputeId, dispute_status: outcome, updated_at: now().toISOString() })
      .where("id", "=", seatId)
      // A dispute once ended stays so, whatever a stale read says.
      .where((eb) =>
        eb.or([
          eb("dispute_id", "is", null),
          eb("dispute_id", "!=", disputeId),
          eb("dispute_status", "=", "open"),
        ]),
      )
      .execute();
  });
}

/** The payments job's part: disputes still open re-read, for a close whose event was lost. */
export async function reconcileDisputes(): Promise<{
  count: number;
  failed: number;
  last: string;
}> {
  const db = getDb();
  const open = [
    ...(await db
      .selectFrom("payment")
      .select("dispute_id")
      .where("dispute_status", "=", "open")
      .execute()),
    ...(await db
      .selectFrom("event_seat")
      .select("dispute_id")
      .where("dispute_status", "=", "open")
      .execute()),
  ];
  let failed = 0;
  let last = "";
  for (const { dispute_id: id } of open) {
    if (!id) continue;
    try {
      await settleDispute(id);
    } catch (error) {
      failed++;
      last = describeStripeError(error);
    }
  }
  return { count: open.length, failed, last };
}
