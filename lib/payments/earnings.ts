/**
 * A Seer's earnings: each paid session, reading and event seat (gross, the platform's fee, the net,
 * refunds, what is paid out and when), newest first, and the totals by month of all of them (the
 * CSV file in earnings-csv.ts).
 */
import "server-only";
import { seekerName } from "@/lib/bookings/rows";
import { getDb } from "@/lib/db/client";
import { readTimestamp } from "@/lib/db/values";
import { bookingKindOf } from "./booking-kind";
import { paymentsConfig } from "./config";
import { payoutCents } from "./fees";
import type { Earning, MonthTotal } from "./schema";
import { seatEntryQuery, seatKind, seatMoney } from "./seat-entries";
import { EARNED } from "./states";
import { paymentStatusOf } from "./store";

type Refund = { payment_id: string; amount_cents: number; fee_refunded_cents: number };

/** The bookings' payments (sessions and readings) of the Seer's listing. */
async function bookingEarnings(seerId: string): Promise<Earning[]> {
  const db = getDb();
  const rows = await db
    .selectFrom("payment")
    .innerJoin("booking", "booking.id", "payment.booking_id")
    .innerJoin("listing", "listing.id", "booking.listing_id")
    .leftJoin("user as seeker", "seeker.id", "booking.seeker_id")
    .leftJoin("booking_reading", "booking_reading.booking_id", "booking.id")
    .selectAll("payment")
    .select([
      "booking.start_at",
      "booking.kind",
      "booking_reading.minutes_billed",
      "seeker.email as seeker_email",
      "seeker.full_name as seeker_full_name",
      "seeker.firstname as seeker_firstname",
      "seeker.lastname as seeker_lastname",
    ])
    .where("listing.owner_id", "=", seerId)
    .where("payment.status", "in", EARNED)
    .orderBy("booking.start_at", "desc")
    .execute();
  const refunds: Refund[] =
    rows.length === 0
      ? []
      : await db
          .selectFrom("payment_refund")
          .select(["payment_id", "amount_cents", "fee_refunded_cents"])
          .where(
            "payment_id",
            "in",
            rows.map((row) => row.id),
          )
          .where("status", "=", "succeeded")
          .execute();
  return rows.map((row) => ({
    id: row.id,
    ...bookingKindOf(row),
    booking_id: row.booking_id,
    start: readTimestamp(row.start_at),
    seeker_name: seekerName(row),
    status: paymentStatusOf(row),
    gross_cents: row.amount_cents,
    fee_cents: row.fee_cents,
    net_cents: row.amount_cents - row.fee_cents,
    refunded_cents: row.refunded_cents,
    // A dispute lost before the payout: nothing reaches the Seer.
    payout_cents:
      row.status === "dispute_lost" && row.paid_out_at === null
        ? 0
        : payoutCents(
            row,
            refunds.filter((refund) => refund.payment_id === row.id),
          ),
    paid_out_at: row.paid_out_at === null ? null : readTimestamp(row.paid_out_at),
  }));
}

/** The paid seats of the Seer's events, each with its refund (always in full) as it stands. */
async function seatEarnings(seerId: string): Promise<Earning[]> {
  const rows = await seatEntryQuery(getDb(), { paidOnly: true })
    .where("listing.owner_id", "=", seerId)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    ...seatKind(row),
    start: readTimestamp(row.starts_at),
    seeker_name: seekerName(row),
    status: row.status,
    ...seatMoney(row),
  }));
}

export async function earningsOf(seerId: string) {
  const [bookings, seats] = await Promise.all([bookingEarnings(seerId), seatEarnings(seerId)]);
  // Newest first, whatever their kind (a stable sort keeps the sessions' own order).
  const data = [...bookings, ...seats].sort((a, b) => b.start.localeCompare(a.start));
  const { currency, feePercent } = paymentsConfig();
  return { currency, fee_percent: feePercent, data, months: byMonth(data) };
}

function byMonth(data: Earning[]): MonthTotal[] {
  const months = new Map<string, MonthTotal>();
  for (const row of data) {
    const month = row.start.slice(0, 7);
    const total = months.get(month) ?? {
      month,
      gross_cents: 0,
      fee_cents: 0,
      net_cents: 0,
      refunded_cents: 0,
      payout_cents: 0,
    };
    total.gross_cents += row.gross_cents;
    total.fee_cents += row.fee_cents;
    total.net_cents += row.net_cents;
    total.refunded_cents += row.refunded_cents;
    total.payout_cents += row.payout_cents;
    months.set(month, total);
  }
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
}
