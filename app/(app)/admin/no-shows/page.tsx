import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AccessDenied } from "@/components/admin/access-denied";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { NoShowsScreen } from "@/components/admin/no-shows-screen";
import { getReadySessionUser } from "../../session-user";

export async function generateMetadata(): Promise<Metadata> {
  const user = await getReadySessionUser();
  return { title: user?.is_superuser ? "No-shows" : "Access denied" };
}

/** /admin/no-shows: superusers settle contested no-show claims; anyone else sees the access-denied page. */
export default async function AdminNoShowsPage() {
  const user = await getReadySessionUser();
  if (!user) redirect("/login?next=/admin/no-shows");
  if (!user.is_superuser) return <AccessDenied />;
  return (
    <div className="flex flex-col gap-6">
      <AdminTabs current="/admin/no-shows" />
      <NoShowsScreen accountZone={user.timezone} />
    </div>
  );
}
