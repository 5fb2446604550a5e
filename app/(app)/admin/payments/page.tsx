import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { AccessDenied } from "@/components/admin/access-denied";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { PaymentsScreen } from "@/components/payments/payments-screen";
import { paymentsEnabled } from "@/lib/payments/config";
import { getReadySessionUser } from "../../session-user";

export async function generateMetadata(): Promise<Metadata> {
  const user = await getReadySessionUser();
  return { title: user?.is_superuser ? "Payments" : "Access denied" };
}

/** /admin/payments: superusers see every card payment and refund one; only when payments are on. */
export default async function AdminPaymentsPage() {
  const user = await getReadySessionUser();
  if (!user) redirect("/login?next=/admin/payments");
  if (!user.is_superuser) return <AccessDenied />;
  if (!paymentsEnabled()) notFound();
  return (
    <div className="flex flex-col gap-6">
      <AdminTabs current="/admin/payments" />
      <PaymentsScreen />
    </div>
  );
}
