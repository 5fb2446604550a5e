"use client";
/**
 * The signed-in user's name, opening a small menu of Messages, account links and Log out. The
 * count of unread messages shows on its button (it loads only for signed-in viewers).
 */
import { ChevronDown } from "lucide-react";
import Link from "next/link";
import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from "react";
import { useLogout } from "@/components/auth/use-logout";
import { UnreadBadge } from "@/components/messages/unread-badge";
import { useAccountBrowserZone } from "@/lib/client/time-zone";
import { updateViewer } from "@/lib/client/viewer";
import { displayName } from "@/lib/users/names";
import type { UserPublic } from "@/lib/users/schema";

type MenuLink = { href: string; label: string };

const DEFAULT_LINKS: MenuLink[] = [{ href: "/dashboard", label: "Dashboard" }];

/** Only Seers answer requests: nobody else loads the count's code (SWR with it). */
const RequestsLink = lazy(() =>
  import("@/components/booking/requests-link").then((module) => ({
    default: module.RequestsLink,
  })),
);

/** A Seer's readings on public pages too: the ring of an incoming reading and the switch. */
const IncomingReading = lazy(() =>
  import("@/components/readings/incoming-reading").then((module) => ({
    default: module.IncomingReading,
  })),
);
const ReadingsMenuSwitch = lazy(() =>
  import("@/components/readings/readings-menu-switch").then((module) => ({
    default: module.ReadingsMenuSwitch,
  })),
);

/**
 * The public header's menu, loaded only for a signed-in viewer (account-area.tsx), with a Seer's
 * waiting booking requests before it (and their Available now switch in it, and the ring of an
 * incoming reading); also where an account with no time zone takes the browser's, so visitors'
 * pages carry none of that code.
 */
export function UserMenu({ user }: { user: UserPublic }) {
  useAccountBrowserZone(user, updateViewer);
  const seer = user.type === 1;
  return (
    <>
      {seer ? (
        <Suspense fallback={null}>
          <RequestsLink />
          <IncomingReading />
        </Suspense>
      ) : null}
      <AccountMenu
        name={displayName(user)}
        top={
          seer ? (
            <Suspense fallback={null}>
              <ReadingsMenuSwitch seer as="li" />
            </Suspense>
          ) : undefined
        }
      />
    </>
  );
}

export function AccountMenu({
  name,
  links = DEFAULT_LINKS,
  top,
}: {
  name: string;
  links?: MenuLink[];
  /** List items above the links: a Seer's Available now switch. */
  top?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const logout = useLogout();

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key === "Escape") {
          setOpen(false);
          root.current?.querySelector("button")?.focus();
        }
        return;
      }
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className="flex min-h-11 items-center gap-1 rounded-full border border-line bg-surface py-1 pr-2 pl-1 text-sm sm:gap-2 sm:pr-3 font-medium text-ink-muted hover:border-brand-300"
      >
        <span
          aria-hidden
          className="flex size-8 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        {/* Below 640 px only the initial shows (the phone menu names the user): the header stays uncramped. */}
        <span className="sr-only sm:not-sr-only sm:max-w-36 sm:truncate">{name}</span>
        <UnreadBadge tone="pill" />
        <ChevronDown aria-hidden size={16} />
      </button>
      {open ? (
        <ul
          id={menuId}
          className="absolute right-0 z-30 mt-2 w-56 overflow-hidden rounded-xl border border-line bg-surface py-1 shadow-lg"
        >
          {top}
          <li>
            <Link
              href="/messages"
              className="flex items-center gap-2 px-4 py-3 text-sm hover:bg-muted"
              onClick={() => setOpen(false)}
            >
              Messages
              <UnreadBadge />
            </Link>
          </li>
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="block px-4 py-3 text-sm hover:bg-muted"
                onClick={() => setOpen(false)}
              >
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={logout}
              className="block w-full px-4 py-3 text-left text-sm hover:bg-muted"
            >
              Log out
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
