"use client";
/** Reject or Unpublish a listing: the reason dialog, asking for what the Seer will read (required). */
import { ReasonDialog } from "@/components/app/reason-dialog";
import { Button } from "@/components/ui/button";
import { reasonSchema } from "@/lib/listings/schema";
import { reviewListing, useRefreshListings } from "./listing-admin-api";

type Props = {
  slug: string;
  name: string;
  action: "reject" | "unpublish";
  describedBy?: string;
};

const COPY = {
  reject: {
    button: "Reject",
    title: "Reject listing",
    text: "returns to its Seer as rejected. Tell them what to change before they submit it again.",
    done: "The listing was rejected.",
  },
  unpublish: {
    button: "Unpublish",
    title: "Unpublish listing",
    text: "leaves Discover and its profile goes offline. Tell its Seer why.",
    done: "The listing was unpublished.",
  },
} as const;

export function ListingReasonDialog({ slug, name, action, describedBy }: Props) {
  const refresh = useRefreshListings();
  const copy = COPY[action];
  return (
    <ReasonDialog
      title={copy.title}
      description={
        <>
          <strong className="font-semibold text-ink">{name}</strong> {copy.text}
        </>
      }
      trigger={
        <Button variant="secondary" className="text-danger-text" aria-describedby={describedBy}>
          {copy.button}
        </Button>
      }
      schema={reasonSchema}
      label="Reason"
      submitLabel={copy.button}
      busyLabel="Sending…"
      send={(reason) => reviewListing(slug, action, reason ?? "")}
      success={copy.done}
      refresh={refresh}
    />
  );
}
