/** The Seer's own listing: read it (started as a draft on first use) and change any of its fields. */
import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { listingRoutes } from "@/lib/api/routes/listings";
import { notifyPlaceChanged } from "@/lib/bookings/place-notify";
import { ensureOwnListing, toOwnListing, updateOwnListing } from "@/lib/listings/queries";

export const GET = handle(listingRoutes.readOwn, async ({ caller }) =>
  toOwnListing(await ensureOwnListing(caller.user)),
);

export const PATCH = handle(listingRoutes.updateOwn, async ({ req, caller, body }) => {
  const listing = await ensureOwnListing(caller.user);
  // A new link or address reaches the seekers of accepted sessions in the same transaction.
  return updateOwnListing(listing.id, body, {
    onPlaceChanged: notifyPlaceChanged(requestSiteUrl(req)),
  });
});
