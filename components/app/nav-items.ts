/** The signed-in area's navigation; Admin only for superusers. */
import { Briefcase, LayoutDashboard, type LucideIcon, Settings, Users } from "lucide-react";

export type AppNavItem = { href: string; label: string; icon: LucideIcon; superuserOnly?: boolean };

export const APP_NAV: AppNavItem[] = [
  { href: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { href: "/items", label: "Items", icon: Briefcase },
  { href: "/settings", label: "User Settings", icon: Settings },
  { href: "/admin", label: "Admin", icon: Users, superuserOnly: true },
];

export function navFor(isSuperuser: boolean): AppNavItem[] {
  return APP_NAV.filter((item) => !item.superuserOnly || isSuperuser);
}
