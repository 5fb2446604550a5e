"use client";
/** /admin/payments: every payment, newest first (or those in one state), a booking's refundable while paid. */
import { useState } from "react";
import useSWR from "swr";
import { ScreenHeading } from "@/components/app/screen-heading";
import { fetchJson } from "@/lib/client/fetcher";
import type { AdminPayment } from "@/lib/payments/schema";
import { PAYMENT_STATUSES, REFUNDABLE } from "@/lib/payments/states";
import {
  amount,
  type Column,
  day,
  IncomeKindLabel,
  MoneyTable,
  PAYMENT_STATUS_LABEL,
} from "./money-table";
import { RefundDialog } from "./refund-dialog";

function columns(refresh: () => Promise<unknown>): Column<AdminPayment>[] {
  return [
    {
      label: "Date",
      cell: (p) => (
        <span className="flex flex-col gap-1">
          {/* The date links to what was paid for: the booking, or the event (named on hover). */}
          {p.booking_id || p.event ? (
            <a
              href={p.event ? `/events/${p.event.slug}` : `/bookings/${p.booking_id}`}
              title={p.event?.title}
              className="text-accent underline"
            >
              {day(p.start)}
            </a>
          ) : (
            day(p.start)
          )}
          <IncomeKindLabel line={p} withEvent={false} />
        </span>
      ),
    },
    { label: "Seer", cell: (p) => p.seer_name },
    { label: "Seeker", cell: (p) => p.seeker_name },
    { label: "Status", cell: (p) => PAYMENT_STATUS_LABEL[p.status] },
    { label: "Amount", cell: (p) => amount(p.amount_cents), numeric: true },
    { label: "Fee", cell: (p) => amount(p.fee_cents), numeric: true },
    { label: "Refunded", cell: (p) => amount(p.refunded_cents), numeric: true },
    {
      label: "Refund",
      labelHidden: true,
      // A seat is refunded by its own rules (given back in time, or its event cancelled).
      cell: (p) =>
        p.booking_id && REFUNDABLE.includes(p.status) ? (
          <RefundDialog
            bookingId={p.booking_id}
            leftCents={p.amount_cents - p.refunded_cents}
            refresh={refresh}
          />
        ) : null,
    },
  ];
}

export function PaymentsScreen() {
  const [status, setStatus] = useState("");
  const key = `/api/v1/payments/?limit=200${status ? `&status=${status}` : ""}`;
  const { data, error, mutate } = useSWR<{ data: AdminPayment[]; count: number }>(key, fetchJson, {
    keepPreviousData: true,
  });
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeading
        title="Payments"
        description="Card payments of sessions, readings and event seats: what was paid, the platform's fee, refunds and payouts."
        action={
          <label className="flex items-center gap-2 text-sm text-ink-muted">
            Status
            <select
              value={status}
              onChange={(event) => setStatus(event.target.value)}
              className="min-h-11 rounded-lg border border-line bg-surface px-3 text-ink"
            >
              <option value="">All</option>
              {PAYMENT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {PAYMENT_STATUS_LABEL[value]}
                </option>
              ))}
            </select>
          </label>
        }
      />
      {error ? <p className="text-sm text-danger-text">{error.message}</p> : null}
      {data ? (
        <MoneyTable
          caption={`Payments (${data.count})`}
          columns={columns(() => mutate())}
          rows={data.data}
          rowKey={(payment) => payment.id}
          empty="No payments yet."
        />
      ) : null}
    </div>
  );
}
