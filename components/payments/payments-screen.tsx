"use client";
/** /admin/payments: every payment, newest first (or those in one state), each refundable while paid. */
import { useState } from "react";
import useSWR from "swr";
import { ScreenHeading } from "@/components/app/screen-heading";
import { fetchJson } from "@/lib/client/fetcher";
import type { AdminPayment } from "@/lib/payments/schema";
import { PAYMENT_STATUSES } from "@/lib/payments/states";
import { amount, day, PAYMENT_STATUS_LABEL } from "./money-table";
import { RefundDialog } from "./refund-dialog";

const REFUNDABLE = new Set(["paid", "partially_refunded"]);

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
        description="Card payments of bookings: what was paid, the platform's fee, refunds and payouts."
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
      {data && data.data.length === 0 ? (
        <p className="text-sm text-ink-muted">No payments yet.</p>
      ) : null}
      {data && data.data.length > 0 ? (
        <div className="overflow-x-auto rounded-2xl border border-line bg-surface">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Payments ({data.count})</caption>
            <thead className="bg-muted text-ink-muted">
              <tr>
                {["Session", "Seer", "Seeker", "Status", "Amount", "Fee", "Refunded", ""].map(
                  (label) => (
                    <th key={label} scope="col" className="px-4 py-3 font-semibold">
                      {label}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {data.data.map((payment) => (
                <tr key={payment.id}>
                  <td className="px-4 py-3">
                    <a href={`/bookings/${payment.booking_id}`} className="text-accent underline">
                      {day(payment.start)}
                    </a>
                  </td>
                  <td className="px-4 py-3">{payment.seer_name}</td>
                  <td className="px-4 py-3">{payment.seeker_name}</td>
                  <td className="px-4 py-3">{PAYMENT_STATUS_LABEL[payment.status]}</td>
                  <td className="px-4 py-3 tabular-nums">{amount(payment.amount_cents)}</td>
                  <td className="px-4 py-3 tabular-nums">{amount(payment.fee_cents)}</td>
                  <td className="px-4 py-3 tabular-nums">{amount(payment.refunded_cents)}</td>
                  <td className="px-4 py-3">
                    {REFUNDABLE.has(payment.status) ? (
                      <RefundDialog
                        bookingId={payment.booking_id}
                        leftCents={payment.amount_cents - payment.refunded_cents}
                        refresh={() => mutate()}
                      />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
