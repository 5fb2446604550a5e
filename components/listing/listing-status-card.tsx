"use client";
/** The Seer's dashboard card: where their listing stands, and the way to My listing. */
import Link from "next/link";
import useSWR from "swr";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { ListingStatus, OwnListing } from "@/lib/listings/schema";
import { LISTING_KEY } from "./listing-api";

const STATUS: Record<ListingStatus, { label: string; text: string; action: string; dot: string }> =
  {
    draft: {
      label: "Draft",
      text: "Seekers cannot see your listing yet. Finish it and submit it for review.",
      action: "Continue your listing",
      dot: "bg-ink-muted/50",
    },
    pending: {
      label: "Waiting for review",
      text: "An administrator is reviewing your listing.",
      action: "Open My listing",
      dot: "bg-gold-400",
    },
    published: {
      label: "Published",
      text: "Seekers can find you on Discover.",
      action: "Open My listing",
      dot: "bg-success",
    },
    paused: {
      label: "Paused",
      text: "Your profile is hidden until you resume it.",
      action: "Open My listing",
      dot: "bg-ink-muted/50",
    },
    rejected: {
      label: "Changes needed",
      text: "An administrator returned your listing with a note.",
      action: "Read the note",
      dot: "bg-danger",
    },
  };

export function ListingStatusCard() {
  const { data } = useSWR<OwnListing>(LISTING_KEY);
  const status = data ? STATUS[data.status] : null;
  return (
    <section
      aria-labelledby="listing-card-heading"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id="listing-card-heading" className="font-serif text-xl font-semibold">
          My listing
        </h2>
        {status ? (
          <>
            <p className="flex items-center gap-2 text-sm font-medium text-ink">
              <span aria-hidden className={cn("size-2.5 rounded-full", status.dot)} />
              {status.label}
            </p>
            <p className="text-sm text-ink-muted">{status.text}</p>
          </>
        ) : (
          <p className="text-sm text-ink-muted">Your public profile as a Seer.</p>
        )}
      </div>
      <Link
        href="/listing"
        className={buttonClasses("primary", "shrink-0 self-start sm:self-auto")}
      >
        {status?.action ?? "Open My listing"}
      </Link>
    </section>
  );
}
