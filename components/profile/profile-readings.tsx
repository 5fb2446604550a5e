"use client";
/**
 * A Seer's readings now on their page, filled in by the browser (the page's HTML is shared):
 * "Available for Readings Now" with the price per minute and Connect, which opens the reading
 * dialog; otherwise, readings by appointment and a way to the free times below. Both states
 * have the same shape and one-line texts, so the change moves nothing on the page.
 */
import { PhoneCall } from "lucide-react";
import { ConnectNow } from "@/components/coaches/connect-now";
import { buttonClasses } from "@/components/ui/button";
import { useAvailableNow } from "@/lib/client/available-now";
import { perMinuteLabel } from "@/lib/readings/rules";

export function ProfileReadings({ slug, name }: { slug: string; name: string }) {
  const price = useAvailableNow(slug);
  const available = price !== undefined;
  return (
    <section
      aria-label="Readings now"
      className="flex flex-col gap-3 rounded-2xl border border-line p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 flex-col">
        <p
          className={`flex items-center gap-1.5 truncate font-semibold ${available ? "text-success dark:text-emerald-300" : "text-ink"}`}
        >
          {available ? (
            <span aria-hidden className="size-2 shrink-0 rounded-full bg-current" />
          ) : null}
          {available ? "Available for Readings Now" : "Readings by appointment"}
        </p>
        <p className="truncate text-sm text-ink-muted">
          {available
            ? `${perMinuteLabel(price)}, billed per started minute`
            : "Choose a time that suits you."}
        </p>
      </div>
      <ConnectNow
        slug={slug}
        name={name}
        pricePerMinuteCents={price}
        className={buttonClasses("primary", "shrink-0")}
        otherwise={
          <a href="#book" className={buttonClasses("secondary", "shrink-0")}>
            See free times
          </a>
        }
      >
        <PhoneCall aria-hidden size={18} />
        <span className="sr-only">Connect with {name} now</span>
        <span aria-hidden>Connect</span>
      </ConnectNow>
    </section>
  );
}
