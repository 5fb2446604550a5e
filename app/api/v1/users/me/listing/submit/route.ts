import { errors } from "@/lib/api/errors";
import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { listingRoutes } from "@/lib/api/routes/listings";
import { notifyReviewers } from "@/lib/listings/notify";
import { changeListingStatus, ensureOwnListing, toOwnListing } from "@/lib/listings/queries";
import { payoutsEnabledFor } from "@/lib/payments/accounts";
import { paymentsEnabled } from "@/lib/payments/config";

export const POST = handle(listingRoutes.submit, async ({ req, caller }) => {
  const listing = await ensureOwnListing(caller.user);
  // With card payments on, a listing goes for review once its Seer can be paid.
  if (paymentsEnabled() && !(await payoutsEnabledFor(caller.user.id))) {
    throw errors.payoutsNeededToSubmit();
  }
  const submitted = await changeListingStatus(listing.id, "submit", {
    notify: notifyReviewers(requestSiteUrl(req)),
  });
  return toOwnListing(submitted);
});
