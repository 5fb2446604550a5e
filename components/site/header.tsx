/**
 * The public header: brand, links, and the account area (the visitor's way in or the signed-in
 * user's menu, decided in the browser: the header's HTML is the same for everybody).
 */
import Link from "next/link";
import { BRAND_NAME } from "@/lib/brand";
import { MAIN_NAV } from "@/lib/site";
import { AccountArea } from "./account-area";

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
        <AccountArea />
      </nav>
    </header>
  );
}
