/**
 * A Seer's earnings: each paid session (gross, the platform's fee, the net, refunds, what is paid
 * out and when) and the totals by month of the session; as JSON and as a CSV file.
 */
import "server-only";
import { seekerName } from "@/lib/bookings/rows";
import { getDb } from "@/lib/db/client";
import { readTimestamp } from "@/lib/db/values";
import { paymentsConfig } from "./config";
import { payoutCents } from "./fees";
import type { Earning, MonthTotal } from "./schema";
import { EARNED } from "./states";
import { paymentStatusOf } from "./store";

type Refund = { payment_id: string; amount_cents: number; fee_refunded_cents: number };

export async function earningsOf(seerId: string) {
  const db = getDb();
  const rows = await db
    .selectFrom("payment")
    .innerJoin("booking", "booking.id", "payment.booking_id")
    .innerJoin("listing", "listing.id", "booking.listing_id")
    .leftJoin("user as seeker", "seeker.id", "booking.seeker_id")
    .selectAll("payment")
    .select([
      "booking.start_at",
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
  const data: Earning[] = rows.map((row) => ({
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

/** A field as a spreadsheet reads it: quoted when needed, never taken for a formula. */
function cell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const amount = (cents: number) => (cents / 100).toFixed(2);

export function earningsCsv(earnings: Awaited<ReturnType<typeof earningsOf>>): string {
  const header = [
    "kind",
    "date",
    "booking_id",
    "seeker",
    "status",
    "gross",
    "fee",
    "net",
    "refunded",
    "payout",
    "payout_date",
  ];
  const lines = [header.join(",")];
  for (const row of earnings.data) {
    lines.push(
      [
        "session",
        row.start,
        row.booking_id,
        row.seeker_name,
        row.status,
        amount(row.gross_cents),
        amount(row.fee_cents),
        amount(row.net_cents),
        amount(row.refunded_cents),
        amount(row.payout_cents),
        row.paid_out_at,
      ]
        .map(cell)
        .join(","),
    );
  }
  for (const month of earnings.months) {
    lines.push(
      [
        "month_total",
        month.month,
        null,
        null,
        null,
        amount(month.gross_cents),
        amount(month.fee_cents),
        amount(month.net_cents),
        amount(month.refunded_cents),
        amount(month.payout_cents),
        null,
      ]
        .map(cell)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
