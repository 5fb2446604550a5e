/** The Seer puts a paused listing back on Discover (no new review needed). */
import { handle } from "@/lib/api/route";
import { listingRoutes } from "@/lib/api/routes/listings";
import { changeListingStatus, ensureOwnListing, toOwnListing } from "@/lib/listings/queries";

export const POST = handle(listingRoutes.resume, async ({ caller }) => {
  const listing = await ensureOwnListing(caller.user);
  return toOwnListing(await changeListingStatus(listing.id, "resume"));
});
