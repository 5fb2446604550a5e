/** The reviewers' calls: the listings by state, and approve, reject and unpublish one. */
import useSWR, { useSWRConfig } from "swr";
import { sendJson } from "@/lib/client/request";
import type { ListingAdmin, ListingStatus } from "@/lib/listings/schema";

const LISTINGS_KEY = "/api/v1/listings/";

/** The list's first hundred, newest change first: a review queue rarely holds more. */
function listingsKey(status: ListingStatus | null): string {
  return status ? `${LISTINGS_KEY}?status=${status}&limit=100` : `${LISTINGS_KEY}?limit=100`;
}

/** The listings in one state (every state for null); another state's rows stay while it loads. */
export function useListings(status: ListingStatus | null) {
  const { data, error, isLoading, mutate } = useSWR<{ data: ListingAdmin[]; count: number }>(
    listingsKey(status),
    { keepPreviousData: true },
  );
  return { rows: data?.data, count: data?.count, error, isLoading, retry: () => mutate() };
}

/** After a review: every list of listings, whatever its state, is out of date. */
export function useRefreshListings() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => typeof key === "string" && key.startsWith(LISTINGS_KEY));
}

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
