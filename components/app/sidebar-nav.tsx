"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useLogout } from "@/components/auth/use-logout";
import { RequestsBadge } from "@/components/booking/requests-badge";
import { UnreadBadge } from "@/components/messages/unread-badge";
import { usePaymentsTerms } from "@/lib/client/payments";
import { cn } from "@/lib/cn";
import { navFor } from "./nav-items";
import { useCurrentUser } from "./session-provider";

/** The links of the sidebar and of the phone drawer, with the current page marked. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = usePathname();
  const user = useCurrentUser();
  const payments = usePaymentsTerms().enabled;
  const logout = useLogout();
  return (
    <div className="flex h-full flex-col gap-6">
      <ul className="flex flex-col gap-1">
        {navFor(user.is_superuser, user.type === 1, payments).map(
          ({ href, label, icon: Icon, badge }) => {
            const current = pathname === href || pathname.startsWith(`${href}/`);
            return (
              <li key={href}>
                <Link
                  href={href}
                  onClick={onNavigate}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium",
                    current
                      ? "bg-brand-700 text-white"
                      : "text-ink-muted hover:bg-muted hover:text-ink",
                  )}
                >
                  <Icon aria-hidden size={18} />
                  {label}
                  {badge === "booking-requests" && user.type === 1 ? (
                    <RequestsBadge current={current} />
                  ) : null}
                  {badge === "unread-messages" ? (
                    <UnreadBadge tone={current ? "current" : "nav"} />
                  ) : null}
                </Link>
              </li>
            );
          },
        )}
      </ul>
      <div className="mt-auto flex flex-col gap-2 border-t border-line pt-4">
        <Link
          href="/"
          onClick={onNavigate}
          className="flex min-h-11 items-center rounded-lg px-3 text-sm text-ink-muted hover:bg-muted"
        >
          Back to the site
        </Link>
        <button
          type="button"
          onClick={logout}
          className="flex min-h-11 items-center rounded-lg px-3 text-left text-sm text-ink-muted hover:bg-muted"
        >
          Log out
        </button>
        <p className="px-3 text-xs text-ink-muted wrap-anywhere">Logged in as {user.email}</p>
      </div>
    </div>
  );
}
