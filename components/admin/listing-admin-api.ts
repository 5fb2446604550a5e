/** The reviewers' calls: the listings by state, and approve, reject and unpublish one. */
import { sendJson } from "@/lib/client/request";
import type { ListingStatus } from "@/lib/listings/schema";

const LISTINGS_KEY = "/api/v1/listings/";

/** The list's first hundred, newest change first: a review queue rarely holds more. */
export function listingsKey(status: ListingStatus | null): string {
  return status ? `${LISTINGS_KEY}?status=${status}&limit=100` : `${LISTINGS_KEY}?limit=100`;
}

export const isListingsKey = (key: unknown) =>
  typeof key === "string" && key.startsWith(LISTINGS_KEY);

export function reviewListing(
  slug: string,
  action: "approve" | "reject" | "unpublish",
  reason?: string,
) {
  return sendJson(
    "POST",
    `${LISTINGS_KEY}${encodeURIComponent(slug)}/${action}`,
    reason === undefined ? undefined : { reason },
  );
}

export const STATUS_LABELS: Record<ListingStatus, string> = {
  draft: "Draft",
  pending: "Waiting for review",
  published: "Published",
  paused: "Paused",
  rejected: "Rejected",
};
