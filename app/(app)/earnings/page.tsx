import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { EarningsScreen } from "@/components/payments/earnings-screen";
import { paymentsEnabled } from "@/lib/payments/config";
import { earningsOf } from "@/lib/payments/earnings";
import { getReadySessionUser } from "../session-user";

export const metadata: Metadata = { title: "Earnings" };

/** /earnings: a Seer's paid sessions and totals by month, when sessions are paid by card. */
export default async function EarningsPage() {
  const user = await getReadySessionUser();
  if (!user) redirect("/login?next=/earnings");
  if (!paymentsEnabled() || user.type !== 1) notFound();
  const earnings = await earningsOf(user.id);
  return (
    <EarningsScreen
      feePercent={earnings.fee_percent}
      data={earnings.data}
      months={earnings.months}
    />
  );
}
