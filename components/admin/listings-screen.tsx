"use client";
/** /admin/listings: the review queue first, then every listing with a status filter. */
import type { CategoryOption } from "@/components/listing/category-option";
import { AllListings } from "./all-listings";
import { ReviewQueue } from "./review-queue";

export function ListingsScreen({ categories }: { categories: readonly CategoryOption[] }) {
  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-col gap-1">
        <h1 tabIndex={-1} className="font-serif text-3xl font-semibold text-ink focus:outline-none">
          Listings Review
        </h1>
        <p className="text-sm text-ink-muted">
          Approve Seers&apos; listings before seekers see them, or return them with a reason.
        </p>
      </div>
      <ReviewQueue categories={categories} />
      <AllListings />
    </div>
  );
}
