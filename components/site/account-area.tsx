"use client";
/**
 * The header's right side: the visitor's way in, or the signed-in user's menu. Who is looking is
 * asked by the browser after load (lib/client/viewer.ts), so the header's HTML is the same for
 * everybody and can be shared.
 *
 * The server renders the visitor's links (the common case) but invisible: their box is reserved,
 * so a visitor's header does not move when they show (no layout shift), and a signed-in user never
 * sees "Log in" flash before their name. The tree stays one shape: the phone menu keeps its place
 * (an open sheet stays open when the name arrives), and once known the user menu is never swapped
 * for a placeholder (SWR keeps its data while it refetches; login and logout set it in place).
 */
import Link from "next/link";
import { lazy, Suspense } from "react";
import { buttonClasses } from "@/components/ui/button";
import { useViewer } from "@/lib/client/viewer";
import { cn } from "@/lib/cn";
import { VISITOR_NAV } from "@/lib/site";
import { displayName } from "@/lib/users/names";
import { PhoneMenu } from "./phone-menu";

/** Only signed-in users see it: visitors, most of a public page's readers, never load its code. */
const UserMenu = lazy(() => import("./user-menu").then((module) => ({ default: module.UserMenu })));

export function AccountArea() {
  const viewer = useViewer();
  const name = viewer ? displayName(viewer) : undefined;
  return (
    <div className={cn("flex items-center gap-1", !name && "sm:gap-2")}>
      {viewer ? (
        <Suspense fallback={<VisitorLinks pending />}>
          <UserMenu user={viewer} />
        </Suspense>
      ) : (
        <VisitorLinks pending={viewer === undefined} />
      )}
      <PhoneMenu name={name} />
    </div>
  );
}

/**
 * `pending`: who is looking is not known yet; the links keep their room but do not show.
 * No prefetch: these links are drawn (invisible) for signed-in users too, and a prefetch of /login
 * then caches the proxy's redirect to "/", which the router would replay after logging out.
 */
function VisitorLinks({ pending }: { pending: boolean }) {
  return (
    <div className={cn("flex items-center gap-1 sm:gap-2", pending && "invisible")}>
      {VISITOR_NAV.map((link) => (
        <Link
          key={link.href}
          href={link.href}
          prefetch={false}
          className="hidden min-h-11 items-center rounded-lg px-3 text-sm font-medium text-ink-muted hover:text-accent sm:inline-flex"
        >
          {link.label}
        </Link>
      ))}
      <Link
        href="/login"
        prefetch={false}
        className="inline-flex min-h-11 items-center px-3 text-sm font-medium text-ink-muted sm:hidden"
      >
        Log in
      </Link>
      <Link href="/signup" prefetch={false} className={buttonClasses("primary", "px-4")}>
        Sign up
      </Link>
    </div>
  );
}
