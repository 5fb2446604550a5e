/**
 * Money in rows for the payments screens (no script of its own: Earnings is server-rendered): a
 * table from 640 px up; on a phone, where eight columns cannot fit, each row is a card of its own
 * with every value under its label, so nothing hides off-screen.
 */
import type { ReactNode } from "react";
import type { IncomeKind } from "@/lib/payments/schema";

export type Column<Row> = {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Amounts line up on the right (in the table). */
  numeric?: boolean;
  /** Said to screen readers only (a column of buttons). */
  labelHidden?: boolean;
};

type Props<Row> = {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  empty: string;
};

export function MoneyTable<Row>(props: Props<Row>) {
  if (props.rows.length === 0) return <p className="text-sm text-ink-muted">{props.empty}</p>;
  return (
    <>
      <WideTable {...props} />
      <PhoneCards {...props} />
    </>
  );
}

function WideTable<Row>({ caption, columns, rows, rowKey }: Props<Row>) {
  return (
    // Wider than its column beside the sidebar, it scrolls sideways: it takes focus (keys scroll it).
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-line bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent max-sm:hidden"
    >
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
                {column.labelHidden ? (
                  <span className="sr-only">{column.label}</span>
                ) : (
                  column.label
                )}
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
                  className={`px-4 py-3 whitespace-nowrap text-ink ${column.numeric ? "text-right tabular-nums" : ""}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function PhoneCards<Row>({ caption, columns, rows, rowKey }: Props<Row>) {
  return (
    <ul aria-label={caption} className="flex flex-col gap-3 sm:hidden">
      {rows.map((row) => (
        <li key={rowKey(row)} className="rounded-2xl border border-line bg-surface p-4 text-sm">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
            {columns
              .filter((column) => !column.labelHidden)
              .map((column) => (
                <div key={column.label} className="flex min-w-0 flex-col">
                  <dt className="text-ink-muted">{column.label}</dt>
                  <dd className={`text-ink ${column.numeric ? "tabular-nums" : ""}`}>
                    {column.cell(row)}
                  </dd>
                </div>
              ))}
          </dl>
          {/* What can be done with the row (a button), below what it says. */}
          {columns
            .filter((column) => column.labelHidden)
            .map((column) => (
              <div key={column.label} className="mt-3 empty:hidden">
                {column.cell(row)}
              </div>
            ))}
        </li>
      ))}
    </ul>
  );
}

/** "$51.00": amounts in tables keep their cents. */
export const amount = (cents: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);

/** "Mar 2, 2027" in UTC: dates of sessions and payouts, the same on every machine. */
export const day = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));

/** "March 2027" for "2027-03", the months that earnings are totalled by. */
export const month = (yearMonth: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${yearMonth}-01T00:00:00Z`),
  );

export const PAYMENT_STATUS_LABEL: Record<string, string> = {
  awaiting_payment: "Awaiting payment",
  held: "Card held",
  paid: "Paid",
  released: "Released",
  refunded: "Refunded",
  partially_refunded: "Partly refunded",
  paid_out: "Paid out",
  disputed: "Disputed",
  dispute_lost: "Dispute lost",
  failed: "Failed",
};

const KIND_LABEL: Record<IncomeKind, string> = {
  session: "Session",
  reading: "Reading",
  event_seat: "Event seat",
};

/**
 * What a line of money was for, as a small label: a reading with its minutes, an event seat with
 * its event (linked, and cut short to fit its column; `withEvent` false: the row links it itself).
 */
export function IncomeKindLabel({
  line,
  withEvent = true,
}: {
  line: { kind: IncomeKind; minutes: number | null; event: { slug: string; title: string } | null };
  withEvent?: boolean;
}) {
  return (
    <span className="flex min-w-0 flex-col gap-1">
      <span className="self-start rounded-full bg-brand-600/10 px-2.5 py-0.5 text-xs font-semibold text-accent">
        {KIND_LABEL[line.kind]}
        {line.kind === "reading" && line.minutes !== null ? ` · ${line.minutes} min` : ""}
      </span>
      {line.event && withEvent ? (
        <a
          href={`/events/${line.event.slug}`}
          className="truncate text-xs text-ink-muted underline sm:max-w-40"
        >
          {line.event.title}
        </a>
      ) : null}
    </span>
  );
}
