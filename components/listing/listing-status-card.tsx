/**
 * The Seer's dashboard card: where their listing stands and its next step: start it, finish and
 * submit it, wait for the review, fix what was returned, view or pause it, or resume it. The
 * editor (/listing) is always one link away.
 */
import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { ListingState } from "@/lib/listings/queries";
import { ListingPauseButton } from "./listing-pause-button";

type Step = { label: string; dot: string; text: ReactNode; actions: ReactNode };

const EDITOR = "/listing";

const editorLink = (label: string, primary = false) => (
  <Link href={EDITOR} className={buttonClasses(primary ? "primary" : "secondary", "text-nowrap")}>
    {label}
  </Link>
);

function stepFor(listing: ListingState | null): Step {
  if (!listing)
    return {
      label: "Not started",
      dot: "bg-ink-muted/50",
      text: "Seekers find you once your listing is published: tell them about you, your sessions and your hours, add photos, then submit it for review.",
      actions: editorLink("Start your listing", true),
    };
  switch (listing.status) {
    case "draft":
      return {
        label: "Draft",
        dot: "bg-ink-muted/50",
        text: "Seekers cannot see your listing yet. Finish it and submit it for review.",
        actions: editorLink("Continue your listing", true),
      };
    case "pending":
      return {
        label: "Waiting for review",
        dot: "bg-gold-400",
        text: "An administrator is reviewing your listing. We will email you when it is published or if something needs changing.",
        actions: editorLink("Open My listing"),
      };
    case "rejected":
      return {
        label: "Changes needed",
        dot: "bg-danger",
        text: (
          <>
            An administrator returned your listing:
            <blockquote className="my-1.5 border-l-2 border-danger/50 pl-3 whitespace-pre-line text-ink">
              {listing.review_note || "No reason was given."}
            </blockquote>
            Make the changes, then submit it again.
          </>
        ),
        actions: editorLink("Fix your listing", true),
      };
    case "published":
      return {
        label: "Published",
        dot: "bg-success",
        text: "Seekers find you on Discover and can book your free times.",
        actions: (
          <>
            <Link href={`/profile/${listing.slug}`} className={buttonClasses("primary")}>
              View your profile
            </Link>
            <ListingPauseButton action="pause" />
            {editorLink("Edit My listing")}
          </>
        ),
      };
    case "paused":
      return {
        label: "Paused",
        dot: "bg-ink-muted/50",
        text: "Your profile is hidden from seekers, and takes no bookings, until you resume it.",
        actions: (
          <>
            <ListingPauseButton action="resume" />
            {editorLink("Open My listing")}
          </>
        ),
      };
  }
}

export function ListingStatusCard({ listing }: { listing: ListingState | null }) {
  const step = stepFor(listing);
  return (
    <section
      aria-labelledby="listing-card-heading"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6 lg:flex-row lg:items-center lg:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id="listing-card-heading" className="font-serif text-xl font-semibold">
          My listing
        </h2>
        <p className="flex items-center gap-2 text-sm font-medium text-ink">
          <span aria-hidden className={cn("size-2.5 shrink-0 rounded-full", step.dot)} />
          {step.label}
        </p>
        <div className="max-w-2xl text-sm text-ink-muted">{step.text}</div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">{step.actions}</div>
    </section>
  );
}
