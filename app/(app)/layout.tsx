/** The signed-in area: sidebar (a drawer on phones), top bar with the user menu, and the page. */
import Link from "next/link";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { AppUserMenu } from "@/components/app/app-user-menu";
import { MobileDrawer } from "@/components/app/mobile-drawer";
import { SessionProvider } from "@/components/app/session-provider";
import { SidebarNav } from "@/components/app/sidebar-nav";
import { TimeZoneBackfill } from "@/components/app/time-zone-backfill";
import { VerifyEmailNotice } from "@/components/app/verify-email-notice";
import { RequestsLink } from "@/components/booking/requests-link";
import { BRAND_NAME } from "@/lib/brand";
import { now } from "@/lib/clock";
import { paymentsTerms } from "@/lib/payments/config";
import { getReadySessionUser } from "./session-user";

export default async function AppLayout({ children }: { children: ReactNode }) {
  const user = await getReadySessionUser();
  // The proxy's check is optimistic; this one reads the user's current state.
  if (!user) redirect("/login");
  return (
    <SessionProvider user={user} payments={paymentsTerms()} serverNow={now().toISOString()}>
      <TimeZoneBackfill />
      <div className="flex min-h-dvh">
        {/* The panel runs the page's full height; its contents stay in view while the page scrolls. */}
        <aside className="hidden w-64 shrink-0 border-r border-line bg-surface md:block">
          <div className="sticky top-0 flex h-dvh flex-col gap-6 overflow-y-auto p-4">
            <Link href="/" className="px-3 font-serif text-2xl font-semibold text-accent">
              {BRAND_NAME}
            </Link>
            <nav aria-label="Account" className="flex-1">
              <SidebarNav />
            </nav>
          </div>
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-3 border-b border-line bg-canvas/90 px-4 backdrop-blur sm:px-6">
            <div className="flex items-center gap-2">
              <MobileDrawer />
              <Link href="/" className="font-serif text-xl font-semibold text-accent md:hidden">
                {BRAND_NAME}
              </Link>
            </div>
            <div className="flex items-center gap-1">
              {/* The sidebar counts them too, but on a phone it is folded away. */}
              {user.type === 1 ? <RequestsLink /> : null}
              <AppUserMenu />
            </div>
          </header>
          <VerifyEmailNotice />
          <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">{children}</main>
        </div>
      </div>
    </SessionProvider>
  );
}
