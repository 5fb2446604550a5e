/**
 * The money of paid event seats (lib/events/seats.ts holds them): a Checkout per held seat,
 * captured at once as a destination charge to the host's account less the platform's fee; its
 * outcome from the webhook, the seeker's return or the payments job (each re-reads the session
 * from Stripe, and a seat is marked paid once); full refunds with one idempotency key per seat.
 * A seat paid after its hold ended (or its event was cancelled) is refunded in full.
 */
import "server-only";
import { errors } from "@/lib/api/errors";
import { withWriteTransaction } from "@/lib/bookings/lock";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { readTimestamp } from "@/lib/db/values";
import { enqueueSeatEmail } from "@/lib/events/notify";
import { seatTerms } from "@/lib/events/paid-seats";
import { eventUrl, hostIsPublished, startOfEvent } from "@/lib/events/rows";
import { lockedEventById, seatFromWaitlist } from "@/lib/events/seats";
import { siteLink, siteUrl } from "@/lib/site-url";
import { payableAccountOf } from "./accounts";
import { paymentsConfig } from "./config";
import { type Claim, recordOnly } from "./events";
import { feeCents } from "./fees";
import {
  describeStripeError,
  isStripeRefusal,
  isStripeUnavailable,
  moveMoney,
  stripe,
  stripeCurrency,
} from "./stripe";

/** Stripe wants a Checkout to live at least 30 minutes. */
const SHORTEST_CHECKOUT_MS = 31 * 60_000;

function seatWithEvent(seatId: string) {
  return getDb()
    .selectFrom("event_seat")
    .innerJoin("group_event", "group_event.id", "event_seat.event_id")
    .innerJoin("listing", "listing.id", "group_event.listing_id")
    .innerJoin("user", "user.id", "event_seat.user_id")
    .selectAll("event_seat")
    .select([
      "group_event.slug",
      "group_event.title",
      "group_event.price_cents",
      "group_event.currency",
      "listing.owner_id as host_id",
      "listing.display_name as host_name",
      "user.email as seeker_email",
    ])
    .where("event_seat.id", "=", seatId)
    .executeTakeFirst();
}

/**
 * The Checkout of a held seat (one per seat: a retry gets Stripe's first answer). `fresh`: the
 * seat was just taken, so when Stripe opens none its hold is let go at once; an offered seat stays
 * offered (its person may try again).
 */
export async function openSeatCheckout(
  seatId: string,
  base: string,
  { fresh }: { fresh: boolean },
): Promise<string> {
  const seat = await seatWithEvent(seatId);
  if (seat?.status !== "awaiting_payment") throw errors.noSeat();
  if (seat.checkout_url) return seat.checkout_url;
  try {
    if (!seat.host_id) throw errors.seerNotPayable();
    const destination = await payableAccountOf(seat.host_id);
    const amount = seat.price_cents;
    const fee = feeCents(amount, paymentsConfig().feePercent);
    const at = now();
    const held = new Date(readTimestamp(seat.hold_until ?? at.toISOString()));
    const until = new Date(Math.max(held.getTime(), at.getTime() + SHORTEST_CHECKOUT_MS));
    const metadata = { event_seat_id: seat.id };
    const page = eventUrl(base, seat.slug);
    const session = await stripe().checkout.sessions.create(
      {
        mode: "payment",
        allowed_payment_method_types: ["card"],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: stripeCurrency(seat.currency),
              unit_amount: amount,
              product_data: { name: `A seat at ${seat.title}, with ${seat.host_name}` },
            },
          },
        ],
        payment_intent_data: {
          capture_method: "automatic",
          transfer_data: { destination },
          application_fee_amount: fee,
          metadata,
        },
        metadata,
        client_reference_id: seat.id,
        customer_email: seat.seeker_email,
        expires_at: Math.floor(until.getTime() / 1000),
        custom_text: { submit: { message: seatTerms() } },
        // Back through the return route, which settles the seat at once (as a booking's return
        // does), then shows the event.
        success_url: siteLink(base, "/payments/return?session_id={CHECKOUT_SESSION_ID}"),
        cancel_url: `${page}?payment=cancelled`,
      },
      { idempotencyKey: `event-seat-checkout-${seat.id}` },
    );
    await getDb()
      .updateTable("event_seat")
      .set({
        checkout_session_id: session.id,
        checkout_url: session.url,
        amount_cents: amount,
        fee_cents: fee,
        seer_account_id: destination,
        hold_until: until.toISOString(),
        updated_at: at.toISOString(),
      })
      .where("id", "=", seat.id)
      .where("status", "=", "awaiting_payment")
      .execute();
    return session.url ?? page;
  } catch (error) {
    console.error(`[payments] no checkout for seat ${seat.id}:`, describeStripeError(error));
    if (fresh) await releaseHold(seat.id, null, siteUrl());
    if (isStripeUnavailable(error)) throw errors.paymentsUnavailable();
    throw errors.seerNotPayable();
  }
}

/** The held seat goes (its Checkout `sessionId` unpaid, or never opened): the next person's. */
async function releaseHold(
  seatId: string,
  sessionId: string | null,
  base: string,
  claim?: Claim,
): Promise<void> {
  await withWriteTransaction(async (db) => {
    if (claim && !(await claim(db))) return;
    const seat = await db
      .selectFrom("event_seat")
      .select(["id", "event_id"])
      .where("id", "=", seatId)
      .executeTakeFirstOrThrow();
    const row = await lockedEventById(db, seat.event_id);
    const stamp = now().toISOString();
    const freed = await db
      .updateTable("event_seat")
      .set({ status: "cancelled", cancelled_at: stamp, hold_until: null, updated_at: stamp })
      .where("id", "=", seatId)
      .where("status", "=", "awaiting_payment")
      .where("paid_at", "is", null)
      .where((eb) =>
        sessionId === null
          ? eb("checkout_session_id", "is", null)
          : eb("checkout_session_id", "=", sessionId),
      )
      .executeTakeFirst();
    if (Number(freed.numUpdatedRows) !== 1) return;
    if (row?.status === "published" && startOfEvent(row) > now()) {
      await seatFromWaitlist(db, row, base);
    }
  });
}

/** The slug of the event whose seat the Checkout `sessionId` was for (null: none of a seat's). */
export async function eventOfSeatSession(sessionId: string): Promise<string | null> {
  const row = await getDb()
    .selectFrom("event_seat")
    .innerJoin("group_event", "group_event.id", "event_seat.event_id")
    .select("group_event.slug")
    .where("event_seat.checkout_session_id", "=", sessionId)
    .executeTakeFirst();
  return row?.slug ?? null;
}

/**
 * Settles the Checkout `sessionId` if it is a seat's: paid (captured, for the seat's amount), the
 * seat is taken; expired, the hold goes to the next person. False when the session is none of ours.
 */
export async function settleSeatSession(
  sessionId: string,
  { claim, base = siteUrl() }: { claim?: Claim; base?: string } = {},
): Promise<boolean> {
  const seat = await getDb()
    .selectFrom("event_seat")
    .select(["id", "amount_cents", "event_id"])
    .where("checkout_session_id", "=", sessionId)
    .executeTakeFirst();
  if (!seat) return false;
  const session = await stripe().checkout.sessions.retrieve(sessionId, {
    expand: ["payment_intent"],
  });
  const intent = typeof session.payment_intent === "object" ? session.payment_intent : null;
  const paid =
    session.status === "complete" &&
    intent?.status === "succeeded" &&
    intent.amount === seat.amount_cents &&
    intent.metadata?.event_seat_id === seat.id;
  if (paid) {
    const refund = await markPaid(seat.id, intent.id, claim, base);
    if (refund) await refundSeatSoon(seat.id);
  } else if (session.status === "expired") {
    await releaseHold(seat.id, sessionId, base, claim);
  } else {
    await recordOnly(claim);
  }
  return true;
}

/** Marks the seat paid, once; true when the money is to go back (the hold had ended). */
async function markPaid(
  seatId: string,
  intentId: string,
  claim: Claim | undefined,
  base: string,
): Promise<boolean> {
  return withWriteTransaction(async (db) => {
    if (claim && !(await claim(db))) return false;
    const { event_id } = await db
      .selectFrom("event_seat")
      .select("event_id")
      .where("id", "=", seatId)
      .executeTakeFirstOrThrow();
    const row = await lockedEventById(db, event_id);
    const seat = await db
      .selectFrom("event_seat")
      .selectAll()
      .where("id", "=", seatId)
      .executeTakeFirstOrThrow();
    if (seat.paid_at !== null) return false;
    const stamp = now().toISOString();
    const paid = { paid_at: stamp, payment_intent_id: intentId, updated_at: stamp };
    // A host whose listing is not published (or who closed their account) sells no seat.
    const open = row?.status === "published" && hostIsPublished(row);
    if (seat.status === "awaiting_payment" && row && open) {
      await db
        .updateTable("event_seat")
        .set({ ...paid, status: "seated", seated_at: stamp, hold_until: null })
        .where("id", "=", seatId)
        .execute();
      await enqueueSeatEmail(db, row, { ...seat, status: "seated" }, "seated", base);
      return false;
    }
    // Paid after the seat went (its hold ended, given back, the event cancelled), or while its
    // host is away: all refunded, and a seat still held goes.
    const held = seat.status === "awaiting_payment";
    await db
      .updateTable("event_seat")
      .set({
        ...paid,
        refund_status: "pending",
        ...(held ? { status: "cancelled", cancelled_at: stamp, hold_until: null } : {}),
      })
      .where("id", "=", seatId)
      .execute();
    return true;
  });
}

/** Refunds the seat in full at Stripe, if a refund waits for it (the payments job retries). */
export async function refundSeat(seatId: string): Promise<void> {
  const seat = await getDb()
    .selectFrom("event_seat")
    .select(["id", "refund_status", "payment_intent_id"])
    .where("id", "=", seatId)
    .executeTakeFirst();
  if (seat?.refund_status !== "pending" || !seat.payment_intent_id) return;
  let refundId: string | null = null;
  try {
    const intentId = seat.payment_intent_id;
    const made = await moveMoney(() =>
      stripe().refunds.create(
        {
          payment_intent: intentId,
          reverse_transfer: true,
          refund_application_fee: true,
          reason: "requested_by_customer",
          metadata: { event_seat_id: seat.id },
        },
        { idempotencyKey: `event-seat-refund-${seat.id}` },
      ),
    );
    refundId = made.id;
  } catch (error) {
    if (!isStripeRefusal(error)) throw error;
    // Stripe will not make it (a disputed charge): it stays pending for the admins to see.
    console.error(`[payments] refund of seat ${seat.id} refused:`, describeStripeError(error));
    return;
  }
  const stamp = now().toISOString();
  await getDb()
    .updateTable("event_seat")
    .set({ refund_status: "refunded", refund_id: refundId, refunded_at: stamp, updated_at: stamp })
    .where("id", "=", seat.id)
    .where("refund_status", "=", "pending")
    .execute();
}

/** A refund now, or by the payments job when Stripe is not reachable. */
export async function refundSeatSoon(seatId: string): Promise<void> {
  try {
    await refundSeat(seatId);
  } catch (error) {
    console.warn(
      `[payments] the seat ${seatId}'s refund will be retried:`,
      describeStripeError(error),
    );
  }
}

/** Ends an open Checkout the seat no longer needs; a payment that still arrives is refunded. */
export async function endSeatCheckout(sessionId: string): Promise<void> {
  try {
    await moveMoney(() => stripe().checkout.sessions.expire(sessionId));
  } catch (error) {
    console.warn(`[payments] checkout ${sessionId} not ended:`, describeStripeError(error));
  }
}

/** After an event's cancellation: its refunds made, its open Checkouts ended. */
export async function settleSeatsOfEvent(eventId: string): Promise<void> {
  const seats = await getDb()
    .selectFrom("event_seat")
    .select(["id", "refund_status", "checkout_session_id", "paid_at"])
    .where("event_id", "=", eventId)
    .where("status", "=", "cancelled")
    .where((eb) =>
      eb.or([
        eb("refund_status", "=", "pending"),
        eb.and([eb("checkout_session_id", "is not", null), eb("paid_at", "is", null)]),
      ]),
    )
    .execute();
  for (const seat of seats) {
    if (seat.refund_status === "pending") await refundSeatSoon(seat.id);
    else if (seat.checkout_session_id) await endSeatCheckout(seat.checkout_session_id);
  }
}

/** The payments job's part for seats: Checkouts still open re-read, refunds still owed made. */
export async function reconcileSeats(): Promise<{ count: number; failed: number; last: string }> {
  const db = getDb();
  const open = await db
    .selectFrom("event_seat")
    .select(["checkout_session_id"])
    .where("status", "=", "awaiting_payment")
    .where("checkout_session_id", "is not", null)
    .execute();
  const owed = await db
    .selectFrom("event_seat")
    .select("id")
    .where("refund_status", "=", "pending")
    .execute();
  let failed = 0;
  let last = "";
  const attempt = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      failed++;
      last = describeStripeError(error);
    }
  };
  for (const seat of open) {
    const id = seat.checkout_session_id;
    if (id) await attempt(() => settleSeatSession(id));
  }
  for (const seat of owed) await attempt(() => refundSeat(seat.id));
  return { count: open.length + owed.length, failed, last };
}
