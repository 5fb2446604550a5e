/** The Seer puts a paused listing back on Discover (no new review needed). */
import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { listingRoutes } from "@/lib/api/routes/listings";
import { seatWaitlistsOf } from "@/lib/events/seats";
import { changeListingStatus, ensureOwnListing, toOwnListing } from "@/lib/listings/queries";

export const POST = handle(listingRoutes.resume, async ({ req, caller }) => {
  const listing = await ensureOwnListing(caller.user);
  const resumed = await changeListingStatus(listing.id, "resume");
  // Seats freed while the Seer was away go to those who waited for them.
  await seatWaitlistsOf(listing.id, requestSiteUrl(req));
  return toOwnListing(resumed);
});
