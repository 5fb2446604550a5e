import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AccessDenied } from "@/components/admin/access-denied";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { ListingsScreen } from "@/components/admin/listings-screen";
import { listCategories } from "@/lib/catalog/queries";
import { getReadySessionUser } from "../../session-user";

export async function generateMetadata(): Promise<Metadata> {
  const user = await getReadySessionUser();
  return { title: user?.is_superuser ? "Listings Review" : "Access denied" };
}

/** /admin/listings: superusers review Seers' listings; anyone else sees the access-denied page. */
export default async function AdminListingsPage() {
  const user = await getReadySessionUser();
  if (!user) redirect("/login?next=/admin/listings");
  if (!user.is_superuser) return <AccessDenied />;
  const categories = (await listCategories()).map(({ slug, name }) => ({ slug, name }));
  return (
    <div className="flex flex-col gap-6">
      <AdminTabs current="/admin/listings" />
      <ListingsScreen categories={categories} />
    </div>
  );
}
