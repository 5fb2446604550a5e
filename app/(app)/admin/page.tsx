import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AccessDenied } from "@/components/admin/access-denied";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { UsersScreen } from "@/components/admin/users-screen";
import { getReadySessionUser } from "../session-user";

export async function generateMetadata(): Promise<Metadata> {
  const user = await getReadySessionUser();
  return { title: user?.is_superuser ? "Admin" : "Access denied" };
}

/**
 * /admin?page=n: superusers only; anyone else sees the access-denied page (and the API refuses
 * them anyway). forbidden() would need experimental.authInterrupts, and since the signed-in
 * area's loading.tsx starts streaming before this page runs, it could not make the status 403.
 */
export default async function AdminPage() {
  const user = await getReadySessionUser();
  if (!user) redirect("/login?next=/admin");
  if (!user.is_superuser) return <AccessDenied />;
  return (
    <div className="flex flex-col gap-6">
      <AdminTabs current="/admin" />
      <UsersScreen />
    </div>
  );
}
