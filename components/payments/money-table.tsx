/** A plain table of money for the payments screens (server-rendered: no script of its own). */
import type { ReactNode } from "react";

export type Column<Row> = {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Amounts line up on the right. */
  numeric?: boolean;
};

export function MoneyTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  empty: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-ink-muted">{empty}</p>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-ink-muted">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`px-4 py-3 font-semibold ${column.numeric ? "text-right" : ""}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.label}
                  className={`px-4 py-3 text-ink ${column.numeric ? "text-right tabular-nums" : ""}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "$51.00": amounts in tables keep their cents. */
export const amount = (cents: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);

/** "Mar 2, 2027" in UTC: dates of sessions and payouts, the same on every machine. */
export const day = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));

export const PAYMENT_STATUS_LABEL: Record<string, string> = {
  awaiting_payment: "Awaiting payment",
  held: "Card held",
  paid: "Paid",
  released: "Released",
  refunded: "Refunded",
  partially_refunded: "Partly refunded",
  paid_out: "Paid out",
  disputed: "Disputed",
  failed: "Failed",
};
