/** A Seer's earnings as a CSV file for their books: one line per payment, then the totals by month. */
import type { earningsOf } from "./earnings";

/** A field as a spreadsheet reads it: quoted when needed, never taken for a formula. */
function cell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const amount = (cents: number) => (cents / 100).toFixed(2);

/**
 * Amounts in the currency's units ("60.00": exact, from whole cents). The columns after
 * `payout_date` came later (a reading's minutes, an event seat's event), so older readers of the
 * file keep theirs where they were.
 */
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
    "minutes",
    "event",
  ];
  const lines = [header.join(",")];
  for (const row of earnings.data) {
    lines.push(
      [
        row.kind,
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
        row.minutes,
        row.event?.title ?? null,
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
        null,
        null,
      ]
        .map(cell)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
