"use client";
/** /admin/listings: the review queue first, then every listing with a status filter. */
import { ScreenHeading } from "@/components/app/screen-heading";
import type { CategoryOption } from "@/components/listing/category-option";
import { AllListings } from "./all-listings";
import { ReviewQueue } from "./review-queue";

export function ListingsScreen({ categories }: { categories: readonly CategoryOption[] }) {
  return (
    <div className="flex flex-col gap-10">
      <ScreenHeading
        title="Listings Review"
        description="Approve Seers' listings before seekers see them, or return them with a reason."
      />
      <ReviewQueue categories={categories} />
      <AllListings />
    </div>
  );
}
