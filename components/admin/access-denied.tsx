/** What a signed-in user who is not a superuser sees at /admin (HTTP 403). */
import { ShieldAlert } from "lucide-react";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";

export function AccessDenied() {
  return (
    <section
      aria-labelledby="access-denied-title"
      className="mx-auto mt-6 flex max-w-lg flex-col items-center gap-4 rounded-2xl border border-line bg-surface px-6 py-10 text-center shadow-sm sm:px-10"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-accent">
        <ShieldAlert aria-hidden size={28} />
      </span>
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">Error 403</p>
      <h1 id="access-denied-title" className="font-serif text-3xl font-semibold text-ink">
        Access denied
      </h1>
      <p className="text-ink-muted">
        This area is for administrators only. Your account doesn&apos;t have permission to manage
        users.
      </p>
      <Link href="/dashboard" className={buttonClasses("primary", "mt-2")}>
        Back to the dashboard
      </Link>
    </section>
  );
}
