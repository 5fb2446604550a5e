"use client";
/**
 * The public header's menu below 768 px, once opened: the main links, and the account's way in or
 * its links (a Seer's Available now switch among them). Loaded on the first tap of its button (phone-menu.tsx), not with every page.
 */
import Link from "next/link";
import { usePathname } from "next/navigation";
import { lazy, type RefObject, Suspense } from "react";
import { useLogout } from "@/components/auth/use-logout";
import { UnreadBadge } from "@/components/messages/unread-badge";
import { buttonClasses } from "@/components/ui/button";
import { Sheet } from "@/components/ui/sheet";
import { BRAND_NAME } from "@/lib/brand";
import { useViewer } from "@/lib/client/viewer";
import { cn } from "@/lib/cn";
import { MAIN_NAV, VISITOR_NAV } from "@/lib/site";

/** A Seer's Available now switch: its code loads only for a Seer. */
const ReadingsMenuSwitch = lazy(() =>
  import("@/components/readings/readings-menu-switch").then((module) => ({
    default: module.ReadingsMenuSwitch,
  })),
);

const ROW = "flex min-h-11 items-center rounded-lg px-3 text-sm font-medium";

type PanelProps = {
  /** The signed-in user's name; without it the menu is a visitor's. */
  name?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back there when the menu closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
};

export function PhoneMenuPanel({ name, open, onOpenChange, triggerRef }: PanelProps) {
  const pathname = usePathname();
  const logout = useLogout();
  const seer = useViewer()?.type === 1;
  const close = () => onOpenChange(false);
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={BRAND_NAME}
      description="Navigation of the site"
      side="right"
      triggerRef={triggerRef}
    >
      <nav aria-label="Phone" className="flex flex-1 flex-col gap-6">
        <ul className="flex flex-col gap-1">
          {MAIN_NAV.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                onClick={close}
                aria-current={pathname === link.href ? "page" : undefined}
                className={cn(
                  ROW,
                  pathname === link.href
                    ? "bg-brand-700 text-white"
                    : "text-ink-muted hover:bg-muted hover:text-ink",
                )}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-col gap-2 border-t border-line pt-4">
          {name ? (
            <>
              <p className="flex items-center gap-3 px-3 py-2 text-sm text-ink">
                <span
                  aria-hidden
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
                >
                  {name.charAt(0).toUpperCase()}
                </span>
                <span className="min-w-0 truncate">
                  <span className="sr-only">Signed in as </span>
                  {name}
                </span>
              </p>
              {seer ? (
                <Suspense fallback={null}>
                  <ReadingsMenuSwitch seer />
                </Suspense>
              ) : null}
              <Link
                href="/dashboard"
                onClick={close}
                className={cn(ROW, "text-ink-muted hover:bg-muted")}
              >
                Dashboard
              </Link>
              <Link
                href="/messages"
                onClick={close}
                className={cn(ROW, "gap-3 text-ink-muted hover:bg-muted")}
              >
                Messages
                <UnreadBadge />
              </Link>
              <button
                type="button"
                onClick={() => {
                  close();
                  void logout();
                }}
                className={cn(ROW, "text-left text-ink-muted hover:bg-muted")}
              >
                Log out
              </button>
            </>
          ) : (
            <>
              {VISITOR_NAV.map((link) => (
                <Link
                  key={link.href}
                  href={link.href}
                  prefetch={false}
                  onClick={close}
                  className={cn(ROW, "text-ink-muted hover:bg-muted")}
                >
                  {link.label}
                </Link>
              ))}
              <Link
                href="/signup"
                prefetch={false}
                onClick={close}
                className={buttonClasses("primary", "mt-2")}
              >
                Sign up
              </Link>
            </>
          )}
        </div>
      </nav>
    </Sheet>
  );
}
