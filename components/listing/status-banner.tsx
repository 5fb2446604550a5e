"use client";
/** The listing's state at the top of the editor, with what the Seer can do about it. */
import { CircleAlert, CircleCheck, CirclePause, Clock, PencilLine } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { OwnListing } from "@/lib/listings/schema";

type Props = {
  listing: OwnListing;
  busy: boolean;
  onPause: () => void;
  onResume: () => void;
  onEdit: () => void;
};

const TONES = {
  neutral: "border-line bg-surface",
  info: "border-brand-600/40 bg-brand-600/10",
  success: "border-success/40 bg-success/10",
  danger: "border-danger/40 bg-danger/10",
} as const;

function Banner(props: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section
      aria-label="Listing status"
      className={cn(
        "flex flex-col gap-3 rounded-2xl border p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5",
        TONES[props.tone],
      )}
    >
      <div className="flex min-w-0 gap-3">
        <span className="mt-0.5 shrink-0 text-accent">{props.icon}</span>
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-semibold text-ink">{props.title}</p>
          {props.children ? <div className="text-sm text-ink-muted">{props.children}</div> : null}
        </div>
      </div>
      {props.actions ? <div className="flex shrink-0 flex-wrap gap-2">{props.actions}</div> : null}
    </section>
  );
}

export function StatusBanner({ listing, busy, onPause, onResume, onEdit }: Props) {
  const profile = `/profile/${listing.slug}`;
  switch (listing.status) {
    case "draft":
      return (
        <Banner tone="neutral" icon={<PencilLine aria-hidden size={20} />} title="Draft">
          Seekers cannot see your listing yet. Fill in each step, then submit it for review on the
          last one. Your changes are saved as you go.
        </Banner>
      );
    case "pending":
      return (
        <Banner tone="info" icon={<Clock aria-hidden size={20} />} title="Waiting for review">
          An administrator is reviewing your listing. We will email you when it is published or if
          something needs changing.
        </Banner>
      );
    case "published":
      return (
        <Banner
          tone="success"
          icon={<CircleCheck aria-hidden size={20} />}
          title="Published"
          actions={
            <>
              <Link
                href={profile}
                className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-accent underline underline-offset-4 hover:bg-muted"
              >
                View your public profile
              </Link>
              <Button variant="secondary" onClick={onPause} disabled={busy}>
                <CirclePause aria-hidden size={16} />
                Pause
              </Button>
            </>
          }
        >
          Seekers find you on Discover. Changes you make here show on your profile at once.
        </Banner>
      );
    case "paused":
      return (
        <Banner
          tone="neutral"
          icon={<CirclePause aria-hidden size={20} />}
          title="Paused"
          actions={
            <Button onClick={onResume} disabled={busy}>
              Resume
            </Button>
          }
        >
          Your profile is hidden from seekers until you resume it.
        </Banner>
      );
    case "rejected":
      return (
        <Banner
          tone="danger"
          icon={<CircleAlert aria-hidden size={20} />}
          title="Changes needed"
          actions={
            <Button variant="secondary" onClick={onEdit}>
              Edit your listing
            </Button>
          }
        >
          <p>An administrator returned your listing:</p>
          <blockquote className="mt-1 border-l-2 border-danger/50 pl-3 whitespace-pre-line text-ink">
            {listing.review_note || "No reason was given."}
          </blockquote>
          <p className="mt-1">Make the changes, then submit it again on the last step.</p>
        </Banner>
      );
  }
}
