/** The public header: brand, links, and either the visitor's way in or the signed-in user's menu. */
import Link from "next/link";
import { Suspense } from "react";
import { buttonClasses } from "@/components/ui/button";
import { getSessionUser } from "@/lib/auth/session";
import { BRAND_NAME } from "@/lib/brand";
import { MAIN_NAV, VISITOR_NAV } from "@/lib/site";
import { displayName } from "@/lib/users/names";
import { PhoneMenu } from "./phone-menu";
import { UserMenu } from "./user-menu";

async function AccountArea() {
  const user = await getSessionUser();
  if (user) {
    const name = displayName(user);
    return (
      <div className="flex items-center gap-1">
        <UserMenu name={name} />
        <PhoneMenu name={name} />
      </div>
    );
  }
  return <VisitorLinks />;
}

function VisitorLinks() {
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      {VISITOR_NAV.map((link) => (
        <Link
          key={link.href}
          href={link.href}
          className="hidden min-h-11 items-center rounded-lg px-3 text-sm font-medium text-ink-muted hover:text-accent sm:inline-flex"
        >
          {link.label}
        </Link>
      ))}
      <Link
        href="/login"
        className="inline-flex min-h-11 items-center px-3 text-sm font-medium text-ink-muted sm:hidden"
      >
        Log in
      </Link>
      <Link href="/signup" className={buttonClasses("primary", "px-4")}>
        Sign up
      </Link>
      <PhoneMenu />
    </div>
  );
}

export function Header() {
  return (
    <header className="sticky top-0 z-20 border-b border-line bg-canvas/90 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <div className="flex items-center gap-6">
          <Link
            href="/"
            className="font-serif text-2xl font-semibold text-brand-800 dark:text-brand-300"
          >
            {BRAND_NAME}
          </Link>
          <ul className="hidden items-center gap-1 md:flex">
            {MAIN_NAV.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="rounded-lg px-3 py-2 text-sm font-medium text-ink-muted hover:text-accent"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <Suspense fallback={<div className="h-11 w-32" aria-hidden />}>
          <AccountArea />
        </Suspense>
      </nav>
    </header>
  );
}
