/** A Seer's earnings: totals by month, then each paid session, reading and seat; the CSV for their books. */
import { ScreenHeading } from "@/components/app/screen-heading";
import { buttonClasses } from "@/components/ui/button";
import type { Earning, IncomeKind, MonthTotal } from "@/lib/payments/schema";
import {
  amount,
  type Column,
  day,
  IncomeKindLabel,
  MoneyTable,
  month,
  PAYMENT_STATUS_LABEL,
} from "./money-table";

const MONTHS: Column<MonthTotal>[] = [
  { label: "Month", cell: (m) => month(m.month) },
  { label: "Gross", cell: (m) => amount(m.gross_cents), numeric: true },
  { label: "Fee", cell: (m) => amount(m.fee_cents), numeric: true },
  { label: "Net", cell: (m) => amount(m.net_cents), numeric: true },
  { label: "Refunded", cell: (m) => amount(m.refunded_cents), numeric: true },
  { label: "You receive", cell: (m) => amount(m.payout_cents), numeric: true },
];

/** When a line not yet paid out will be. */
const PAID_OUT_AFTER: Record<IncomeKind, string> = {
  session: "After the session",
  reading: "After the reading",
  event_seat: "After the event",
};

const PAYMENTS: Column<Earning>[] = [
  {
    label: "Date",
    cell: (e) => (
      <span className="flex flex-col gap-1">
        {day(e.start)}
        <IncomeKindLabel line={e} />
      </span>
    ),
  },
  { label: "Seeker", cell: (e) => e.seeker_name },
  { label: "Status", cell: (e) => PAYMENT_STATUS_LABEL[e.status] ?? e.status },
  { label: "Gross", cell: (e) => amount(e.gross_cents), numeric: true },
  { label: "Fee", cell: (e) => amount(e.fee_cents), numeric: true },
  { label: "Net", cell: (e) => amount(e.net_cents), numeric: true },
  { label: "You receive", cell: (e) => amount(e.payout_cents), numeric: true },
  { label: "Payout", cell: (e) => (e.paid_out_at ? day(e.paid_out_at) : PAID_OUT_AFTER[e.kind]) },
];

export function EarningsScreen({
  feePercent,
  data,
  months,
}: {
  feePercent: number;
  data: Earning[];
  months: MonthTotal[];
}) {
  return (
    <div className="flex flex-col gap-8">
      <ScreenHeading
        title="Earnings"
        description={`Your paid sessions, readings and event seats, less the platform's ${feePercent}% fee. Each is paid out a day after it ends.`}
        action={
          <a href="/api/v1/users/me/earnings.csv" className={buttonClasses("secondary")} download>
            Download CSV
          </a>
        }
      />
      <section aria-labelledby="earnings-months" className="flex flex-col gap-3">
        <h2 id="earnings-months" className="font-serif text-xl font-semibold text-ink">
          By month
        </h2>
        <MoneyTable
          caption="Totals by month"
          columns={MONTHS}
          rows={months}
          rowKey={(m) => m.month}
          empty="Nothing paid yet."
        />
      </section>
      <section aria-labelledby="earnings-payments" className="flex flex-col gap-3">
        <h2 id="earnings-payments" className="font-serif text-xl font-semibold text-ink">
          Payments
        </h2>
        <MoneyTable
          caption="Paid sessions, readings and event seats"
          columns={PAYMENTS}
          rows={data}
          rowKey={(e) => e.id}
          empty="Sessions, readings and event seats paid by card appear here."
        />
      </section>
    </div>
  );
}
