/**
 * /admin's sections, Users, Listings, Reports and No-shows (and Payments, when sessions are paid
 * by card), as links (each is its own page).
 */
import Link from "next/link";
import { cn } from "@/lib/cn";
import { paymentsEnabled } from "@/lib/payments/config";

const SECTIONS = [
  { href: "/admin", label: "Users" },
  { href: "/admin/listings", label: "Listings" },
  { href: "/admin/reports", label: "Reports" },
  { href: "/admin/payments", label: "Payments" },
  { href: "/admin/no-shows", label: "No-shows" },
] as const;

export function AdminTabs({ current }: { current: (typeof SECTIONS)[number]["href"] }) {
  const sections = SECTIONS.filter(
    (section) => section.href !== "/admin/payments" || paymentsEnabled(),
  );
  return (
    <nav aria-label="Admin sections">
      {/* Four sections are wider than a 375 px phone in a row: two by two there. */}
      <ul
        className={cn(
          "inline-flex gap-1 rounded-xl border border-line bg-muted p-1",
          sections.length > 3 && "max-sm:grid max-sm:w-full max-sm:grid-cols-2",
        )}
      >
        {sections.map((section) => {
          const active = section.href === current;
          return (
            <li key={section.href}>
              <Link
                href={section.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-medium transition-colors",
                  active
                    ? "bg-surface text-ink shadow-sm dark:bg-brand-900"
                    : "text-ink-muted hover:bg-surface/60 hover:text-ink",
                )}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
