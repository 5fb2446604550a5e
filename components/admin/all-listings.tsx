"use client";
/** Every listing, filtered by state; published and paused ones can be unpublished with a reason. */
import { Store } from "lucide-react";
import Link from "next/link";
import { useId, useState } from "react";
import { DataCell, DataRow, DataTable } from "@/components/ui/data-table";
import { DataTableState, TableEmpty } from "@/components/ui/data-table-state";
import { controlClasses } from "@/components/ui/field";
import { LISTING_STATUSES, type ListingAdmin, type ListingStatus } from "@/lib/listings/schema";
import { STATUS_LABELS, useListings } from "./listing-admin-api";
import { ListingReasonDialog } from "./listing-reason-dialog";

const COLUMNS = [
  { label: "Name" },
  { label: "Owner" },
  { label: "Status" },
  { label: "Updated" },
  { label: "Actions", className: "text-right" },
];

const DAY = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

export function AllListings() {
  const filterId = useId();
  const [status, setStatus] = useState<ListingStatus | null>(null);
  const listings = useListings(status);

  return (
    <section aria-labelledby="all-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="all-heading" className="font-serif text-2xl font-semibold text-ink">
          All listings{listings.count === undefined ? "" : ` (${listings.count})`}
        </h2>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={filterId} className="text-sm font-medium text-ink-muted">
            Status
          </label>
          <select
            id={filterId}
            value={status ?? ""}
            onChange={(event) => setStatus((event.target.value || null) as ListingStatus | null)}
            className={`${controlClasses(false)} w-auto min-w-52 pr-8`}
          >
            <option value="">All</option>
            {LISTING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DataTableState
        list={listings}
        loading="Loading listings…"
        failed="We couldn't load the listings."
        empty={
          <TableEmpty icon={<Store aria-hidden size={22} />} title="No listing in this state." />
        }
      >
        {(rows) => (
          <DataTable caption="Listings" columns={COLUMNS} dimmed={listings.isLoading}>
            {rows.map((listing) => (
              <ListingRow key={listing.slug} listing={listing} />
            ))}
          </DataTable>
        )}
      </DataTableState>
    </section>
  );
}

function ListingRow({ listing }: { listing: ListingAdmin }) {
  const nameId = `listing-${listing.slug}-name`;
  const live = listing.status === "published";
  return (
    <DataRow>
      <DataCell label="Name">
        <span id={nameId} className="font-medium break-words text-ink">
          {live ? (
            <Link href={`/profile/${listing.slug}`} className="hover:text-accent hover:underline">
              {listing.display_name}
            </Link>
          ) : (
            listing.display_name
          )}
        </span>
      </DataCell>
      <DataCell label="Owner">
        <span className="break-all text-ink-muted">{listing.owner_email ?? "—"}</span>
      </DataCell>
      <DataCell label="Status">{STATUS_LABELS[listing.status]}</DataCell>
      <DataCell label="Updated">
        <span className="whitespace-nowrap text-ink-muted">
          {DAY.format(new Date(listing.updated_at))}
        </span>
      </DataCell>
      <DataCell label="Actions" hideLabel className="@2xl:w-[1%]">
        <div className="flex flex-wrap gap-2 @2xl:justify-end">
          {live || listing.status === "paused" ? (
            <ListingReasonDialog
              slug={listing.slug}
              name={listing.display_name}
              action="unpublish"
              describedBy={nameId}
            />
          ) : (
            <span className="text-sm text-ink-muted @max-2xl:hidden">—</span>
          )}
        </div>
      </DataCell>
    </DataRow>
  );
}
