/** The Seer takes a published listing off Discover for a while. */
import { handle } from "@/lib/api/route";
import { listingRoutes } from "@/lib/api/routes/listings";
import { changeListingStatus, ensureOwnListing, toOwnListing } from "@/lib/listings/queries";

export const POST = handle(listingRoutes.pause, async ({ caller }) => {
  const listing = await ensureOwnListing(caller.user);
  return toOwnListing(await changeListingStatus(listing.id, "pause"));
});
