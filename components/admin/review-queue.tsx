"use client";
/** The listings waiting for review: each with its profile preview (shown on demand), Approve and Reject. */
import { Check, ChevronDown, Inbox } from "lucide-react";
import { useState } from "react";
import type { CategoryOption } from "@/components/listing/category-option";
import { ListingPreview } from "@/components/listing/listing-preview";
import { Button } from "@/components/ui/button";
import { DataTableState, TableEmpty } from "@/components/ui/data-table-state";
import { refocusIfLost } from "@/components/ui/return-focus";
import { showError, showSuccess } from "@/lib/client/toasts";
import { listingToProfileView } from "@/lib/listings/preview";
import type { ListingAdmin } from "@/lib/listings/schema";
import { reviewListing, useListings, useRefreshListings } from "./listing-admin-api";
import { ListingPlace } from "./listing-place";
import { ListingReasonDialog } from "./listing-reason-dialog";

const WHEN = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

function PendingListing({
  listing,
  categories,
}: {
  listing: ListingAdmin;
  categories: readonly CategoryOption[];
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshListings();
  const nameId = `pending-${listing.slug}-name`;
  const previewId = `pending-${listing.slug}-preview`;
  const view = listingToProfileView(
    listing,
    (slug) => categories.find((c) => c.slug === slug)?.name,
  );

  async function approve() {
    setBusy(true);
    const result = await reviewListing(listing.slug, "approve");
    setBusy(false);
    if (!result.ok) return showError(result.message);
    showSuccess(`${listing.display_name} is published.`);
    await refresh();
    refocusIfLost();
  }

  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={nameId} className="font-serif text-xl font-semibold break-words text-ink">
            {listing.display_name}
          </h3>
          <p className="text-sm break-all text-ink-muted">{listing.owner_email ?? "No owner"}</p>
          {listing.submitted_at ? (
            <p className="text-sm text-ink-muted">
              Submitted {WHEN.format(new Date(listing.submitted_at))}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={approve} disabled={busy} aria-busy={busy} aria-describedby={nameId}>
            <Check aria-hidden size={16} />
            Approve
          </Button>
          <ListingReasonDialog
            slug={listing.slug}
            name={listing.display_name}
            action="reject"
            describedBy={nameId}
          />
        </div>
      </div>
      <ListingPlace listing={listing} labelledBy={`pending-${listing.slug}-place`} />
      <Button
        variant="secondary"
        className="self-start"
        aria-expanded={open}
        aria-controls={previewId}
        aria-describedby={nameId}
        onClick={() => setOpen((v) => !v)}
      >
        <ChevronDown
          aria-hidden
          size={16}
          className={open ? "rotate-180 transition-transform" : "transition-transform"}
        />
        {open ? "Hide preview" : "Show preview"}
      </Button>
      <div
        id={previewId}
        hidden={!open}
        className="-mx-4 border-y border-line bg-canvas px-4 py-5 sm:mx-0 sm:rounded-2xl sm:border sm:p-6"
      >
        {open ? <ListingPreview view={view} /> : null}
      </div>
    </li>
  );
}

export function ReviewQueue({ categories }: { categories: readonly CategoryOption[] }) {
  const pending = useListings("pending");
  return (
    <section aria-labelledby="queue-heading" className="flex flex-col gap-4">
      <h2 id="queue-heading" className="font-serif text-2xl font-semibold text-ink">
        Waiting for review{pending.count ? ` (${pending.count})` : ""}
      </h2>
      <DataTableState
        list={pending}
        loading="Loading the queue…"
        failed="We couldn't load the queue."
        empty={
          <TableEmpty
            icon={<Inbox aria-hidden size={22} />}
            title="No listing is waiting for review."
          />
        }
      >
        {(listings) => (
          <ul aria-label="Listings waiting for review" className="flex flex-col gap-4">
            {listings.map((listing) => (
              <PendingListing key={listing.slug} listing={listing} categories={categories} />
            ))}
          </ul>
        )}
      </DataTableState>
    </section>
  );
}
