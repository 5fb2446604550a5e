"use client";
/**
 * A card's readings now, filled in by the browser (the card's HTML is shared by every visitor):
 * over the picture, "Available for Readings Now" with the price per minute (absolutely placed,
 * so its arrival moves nothing), and the card's Connect, which opens the reading dialog for a
 * Seer available now and otherwise leads to their free times on their page.
 */
import { ArrowUpRight, PhoneCall } from "lucide-react";
import { useAvailableNow } from "@/lib/client/available-now";
import { perMinuteLabel } from "@/lib/readings/rules";
import { ConnectNow } from "./connect-now";

const CONNECT =
  "relative z-10 inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white transition-colors hover:bg-brand-800";

export function ReadingBadge({ slug }: { slug: string }) {
  const price = useAvailableNow(slug);
  if (price === undefined) return null;
  return (
    <p className="absolute bottom-3 left-3 flex max-w-[calc(100%-1.5rem)] flex-wrap items-center gap-x-2 rounded-xl bg-surface/95 px-3 py-1 text-xs font-semibold shadow-sm">
      <span className="inline-flex items-center gap-1.5 text-success dark:text-emerald-300">
        <span aria-hidden className="size-2 rounded-full bg-current" />
        Available for Readings Now
      </span>
      <span className="text-ink">{perMinuteLabel(price)}</span>
    </p>
  );
}

export function CardConnect({ slug, name }: { slug: string; name: string }) {
  return (
    <ConnectNow
      slug={slug}
      name={name}
      pricePerMinuteCents={useAvailableNow(slug)}
      className={CONNECT}
      otherwise={
        <a
          href={`/profile/${slug}#book`}
          target="_blank"
          rel="noopener"
          aria-label={`Connect with ${name}: choose a time (opens in a new tab)`}
          className={CONNECT}
        >
          Connect
          <ArrowUpRight aria-hidden size={16} />
        </a>
      }
    >
      <span className="sr-only">Connect with {name} now</span>
      <span aria-hidden>Connect</span>
      <PhoneCall aria-hidden size={16} />
    </ConnectNow>
  );
}
