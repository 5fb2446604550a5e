/**
 * The host's payout for an event's paid seats, made by the booking sweep's job as for sessions
 * (lib/payments/payouts.ts): PAYOUT_AFTER_END_HOURS after the event's end, the net of every seat
 * whose money stays the host's (paid and not refunded, given back late included), from their
 * connected account, once per event whatever retries (idempotency key), never while a seat's
 * refund waits or its charge is disputed (a dispute lost leaves that seat's money out). The
 * bank's answer comes by `payout.paid` / `payout.failed` (settleEventPayout).
 */
import "server-only";
import type { ExpressionBuilder } from "kysely";
import { withWriteTransaction } from "@/lib/bookings/lock";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import type { Database } from "@/lib/db/schema";
import { HOUR_MS } from "@/lib/durations";
import type { Claim } from "./events";
import { describeStripeError, isStripeRefusal, stripe, stripeCurrency } from "./stripe";
import { PAYOUT_AFTER_END_HOURS } from "./terms";

const BATCH = 25;

/**
 * Not a seat whose dispute was lost: its money went back to the card, so none of it is the host's
 * and a refund still owed for it (Stripe refuses it now) holds nothing up.
 */
const keptAfterDispute = (eb: ExpressionBuilder<Database, "event_seat">) =>
  eb.or([
    eb("event_seat.dispute_status", "is", null),
    eb("event_seat.dispute_status", "!=", "lost"),
  ]);

/** While a seat's charge is disputed, the bank's decision says whether its money is the host's. */
const noSeatDisputed = ({ not, exists, selectFrom }: ExpressionBuilder<Database, "group_event">) =>
  not(
    exists(
      selectFrom("event_seat")
        .select("event_seat.id")
        .whereRef("event_seat.event_id", "=", "group_event.id")
        .where("event_seat.dispute_status", "=", "open"),
    ),
  );

async function dueEvents(at: Date) {
  const endedBefore = new Date(at.getTime() - PAYOUT_AFTER_END_HOURS * HOUR_MS).toISOString();
  return getDb()
    .selectFrom("group_event")
    .select(["id", "slug", "currency"])
    .where("status", "=", "published")
    .where("payout_id", "is", null)
    .where("ends_at", "<=", endedBefore)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("event_seat")
          .select("event_seat.id")
          .whereRef("event_seat.event_id", "=", "group_event.id")
          .where("event_seat.paid_at", "is not", null)
          .where("event_seat.refund_status", "is", null)
          .where(keptAfterDispute),
      ),
    )
    .where(noSeatDisputed)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("event_seat")
            .select("event_seat.id")
            .whereRef("event_seat.event_id", "=", "group_event.id")
            .where("event_seat.refund_status", "=", "pending")
            .where(keptAfterDispute),
        ),
      ),
    )
    .orderBy("ends_at")
    .limit(BATCH)
    .execute();
}

async function payOutEvent(event: { id: string; slug: string; currency: string }, at: Date) {
  const seats = await getDb()
    .selectFrom("event_seat")
    .select(["amount_cents", "fee_cents", "seer_account_id"])
    .where("event_id", "=", event.id)
    .where("paid_at", "is not", null)
    .where("refund_status", "is", null)
    .where(keptAfterDispute)
    .execute();
  const account = seats.find((seat) => seat.seer_account_id)?.seer_account_id;
  const amount = seats.reduce((sum, s) => sum + (s.amount_cents ?? 0) - (s.fee_cents ?? 0), 0);
  if (!account || amount <= 0) return;
  const currency = stripeCurrency(event.currency);
  const balance = await stripe().balance.retrieve({}, { stripeAccount: account });
  const available = balance.available.find((b) => b.currency === currency)?.amount ?? 0;
  // The charges' money may not be available yet: the next sweep tries again.
  if (available < amount) return;
  const payout = await stripe().payouts.create(
    {
      amount,
      currency,
      description: `Event ${event.slug}`,
      metadata: { event_id: event.id },
    },
    { stripeAccount: account, idempotencyKey: `event-payout-${event.id}` },
  );
  await getDb()
    .updateTable("group_event")
    .set({ payout_id: payout.id, payout_status: payout.status, paid_out_at: at.toISOString() })
    .where("id", "=", event.id)
    .where("payout_id", "is", null)
    .execute();
}

/** Every event payout due now; how many were made (called with the sessions' payouts). */
export async function runEventPayouts(at: Date = now()): Promise<number> {
  let made = 0;
  let failure: string | null = null;
  for (const event of await dueEvents(at)) {
    try {
      await payOutEvent(event, at);
      made++;
    } catch (error) {
      failure = describeStripeError(error);
      if (isStripeRefusal(error)) {
        console.error(`[payments] payout for event ${event.slug} refused:`, failure);
      }
    }
  }
  if (failure) throw new Error(`an event payout waits for Stripe: ${failure}`);
  return made;
}

/** The bank's answer for an event's payout (its status only ever written from Stripe's). */
export async function settleEventPayout(
  payoutId: string,
  eventId: string,
  status: string,
  claim?: Claim,
) {
  await withWriteTransaction(async (db) => {
    if (claim && !(await claim(db))) return;
    await db
      .updateTable("group_event")
      .set({ payout_status: status })
      .where("id", "=", eventId)
      .where("payout_id", "=", payoutId)
      .execute();
  });
}
