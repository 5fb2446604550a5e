/**
 * The host's payout for an event's paid seats, made by the booking sweep's job as for sessions
 * (lib/payments/payouts.ts): PAYOUT_AFTER_END_HOURS after the event's end, the net of every seat
 * whose money stays the host's (paid and not refunded, given back late included), from their
 * connected account, once per event whatever retries (idempotency key; and its beginning written
 * first, so a payout whose answer was lost is looked up, never made again), never while a seat's
 * refund waits or its charge is disputed (a dispute lost leaves that seat's money out). The
 * bank's answer comes by `payout.paid` / `payout.failed` (settleEventPayout).
 */
import "server-only";
import type { ExpressionBuilder } from "kysely";
import { lockKey, withWriteTransaction } from "@/lib/bookings/lock";
import { now } from "@/lib/clock";
import { type Db, getDb } from "@/lib/db/client";
import type { Database } from "@/lib/db/schema";
import { HOUR_MS } from "@/lib/durations";
import type { Claim } from "./events";
import { availableCents, findPayout } from "./payout-lookup";
import {
  describeStripeError,
  isStripeRefusal,
  moveMoney,
  type Stripe,
  stripe,
  stripeCurrency,
} from "./stripe";
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

type DueEvent = { id: string; slug: string; currency: string; payout_started_at: unknown };

/** Events whose payout is due at `at` (the query the pass reads and re-checks under the lock). */
function dueEvents(db: Db, at: Date) {
  const endedBefore = new Date(at.getTime() - PAYOUT_AFTER_END_HOURS * HOUR_MS).toISOString();
  return db
    .selectFrom("group_event")
    .select(["id", "slug", "currency", "payout_started_at"])
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
    );
}

/** The seats whose money stays the host's: what is paid out, and from which account. */
async function payableSeats(db: Db, eventId: string) {
  const seats = await db
    .selectFrom("event_seat")
    .select(["amount_cents", "fee_cents", "seer_account_id"])
    .where("event_id", "=", eventId)
    .where("paid_at", "is not", null)
    .where("refund_status", "is", null)
    .where(keptAfterDispute)
    .execute();
  const account = seats.find((seat) => seat.seer_account_id)?.seer_account_id ?? null;
  const amount = seats.reduce((sum, s) => sum + (s.amount_cents ?? 0) - (s.fee_cents ?? 0), 0);
  return { account, amount };
}

/**
 * Just before Stripe is asked: under the event's lock, the event re-checked and its amount re-read
 * (a seat given back meanwhile), and the payout's beginning written. The amount, or null.
 */
async function beginEventPayout(event: DueEvent, at: Date, available: number) {
  return withWriteTransaction(async (db) => {
    await lockKey(db, `group-event:${event.id}`);
    const fresh = await dueEvents(db, at).where("id", "=", event.id).executeTakeFirst();
    if (!fresh) return null;
    const { amount } = await payableSeats(db, event.id);
    // The charges' money may not be available yet: the next sweep tries again.
    if (amount <= 0 || available < amount) return null;
    if (!fresh.payout_started_at) {
      await db
        .updateTable("group_event")
        .set({ payout_started_at: at.toISOString() })
        .where("id", "=", event.id)
        .execute();
    }
    return amount;
  });
}

async function payOutEvent(event: DueEvent, at: Date) {
  const { account, amount: expected } = await payableSeats(getDb(), event.id);
  if (!account || expected <= 0) return;
  // Begun before and never heard of (its answer or its write lost): looked up, not made again.
  const made = event.payout_started_at ? await findPayout(account, { event_id: event.id }) : null;
  if (made) return recordEventPayout(event.id, made, at);
  const available = await availableCents(account, event.currency);
  const amount = await beginEventPayout(event, at, available);
  if (amount === null) return;
  const payout = await moveMoney(() =>
    stripe().payouts.create(
      {
        amount,
        currency: stripeCurrency(event.currency),
        description: `Event ${event.slug}`,
        metadata: { event_id: event.id },
      },
      { stripeAccount: account, idempotencyKey: `event-payout-${event.id}` },
    ),
  );
  await recordEventPayout(event.id, payout, at);
}

async function recordEventPayout(eventId: string, payout: Stripe.Payout, at: Date) {
  await getDb()
    .updateTable("group_event")
    .set({ payout_id: payout.id, payout_status: payout.status, paid_out_at: at.toISOString() })
    .where("id", "=", eventId)
    .where("payout_id", "is", null)
    .execute();
}

/** Every event payout due now; how many were made (called with the sessions' payouts). */
export async function runEventPayouts(at: Date = now()): Promise<number> {
  let made = 0;
  let failure: string | null = null;
  const due = await dueEvents(getDb(), at).orderBy("ends_at").limit(BATCH).execute();
  for (const event of due) {
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
