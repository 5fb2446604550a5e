/** The signed-in area's navigation; My listing only for Seers, Admin only for superusers. */
import {
  Briefcase,
  CalendarDays,
  LayoutDashboard,
  type LucideIcon,
  MessageSquare,
  Settings,
  Sparkles,
  Store,
  Ticket,
  Users,
  Wallet,
} from "lucide-react";

type AppNavItem = {
  href: string;
  label: string;
  icon: LucideIcon;
  superuserOnly?: boolean;
  seerOnly?: boolean;
  /** Only when sessions are paid by card (lib/payments). */
  paymentsOnly?: boolean;
  /** A count beside the label (e.g. a Seer's booking requests waiting for an answer). */
  badge?: "booking-requests" | "unread-messages";
};

const APP_NAV: AppNavItem[] = [
  { href: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { href: "/listing", label: "My listing", icon: Store, seerOnly: true },
  { href: "/bookings", label: "My bookings", icon: CalendarDays, badge: "booking-requests" },
  { href: "/hosting", label: "Events", icon: Sparkles, seerOnly: true },
  { href: "/my-events", label: "My events", icon: Ticket },
  { href: "/messages", label: "Messages", icon: MessageSquare, badge: "unread-messages" },
  { href: "/earnings", label: "Earnings", icon: Wallet, seerOnly: true, paymentsOnly: true },
  { href: "/items", label: "Items", icon: Briefcase },
  { href: "/settings", label: "User Settings", icon: Settings },
  { href: "/admin", label: "Admin", icon: Users, superuserOnly: true },
];

export function navFor(isSuperuser: boolean, isSeer = false, payments = false): AppNavItem[] {
  return APP_NAV.filter(
    (item) =>
      (!item.superuserOnly || isSuperuser) &&
      (!item.seerOnly || isSeer) &&
      (!item.paymentsOnly || payments),
  );
}
