import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AccessDenied } from "@/components/admin/access-denied";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { ReportsScreen } from "@/components/admin/reports-screen";
import { getReadySessionUser } from "../../session-user";

export async function generateMetadata(): Promise<Metadata> {
  const user = await getReadySessionUser();
  return { title: user?.is_superuser ? "Reports" : "Access denied" };
}

/** /admin/reports: superusers read reported conversations; anyone else sees the access-denied page. */
export default async function AdminReportsPage() {
  const user = await getReadySessionUser();
  if (!user) redirect("/login?next=/admin/reports");
  if (!user.is_superuser) return <AccessDenied />;
  return (
    <div className="flex flex-col gap-6">
      <AdminTabs current="/admin/reports" />
      <ReportsScreen />
    </div>
  );
}
