/**
 * Who hears about a listing's review, with links to this site (FRONTEND_HOST or the request's
 * origin). The emails go into the outbox inside the transaction that changes the listing, so a
 * change is never without its emails and an email never without its change.
 */
import "server-only";
import type { Transaction } from "kysely";
import { ownOrigin } from "@/lib/api/request-info";
import { getConfig } from "@/lib/config";
import type { Database, ListingRow } from "@/lib/db/schema";
import {
  listingApprovedEmail,
  listingReturnedEmail,
  listingSubmittedEmail,
} from "@/lib/email/listing-review";
import { enqueueEmail } from "@/lib/outbox/enqueue";
import { ownerEmail, reviewerEmails } from "./review";

type Trx = Transaction<Database>;

const frontendHost = (req: Request) => getConfig().FRONTEND_HOST ?? ownOrigin(req);

/** Every active admin hears that `listing` waits for review. */
export function notifyReviewers(req: Request) {
  return async (trx: Trx, listing: ListingRow): Promise<void> => {
    const owner = (await ownerEmail(listing.owner_id, trx)) ?? "no owner";
    for (const to of await reviewerEmails(trx)) {
      const email = listingSubmittedEmail({
        to,
        frontendHost: frontendHost(req),
        displayName: listing.display_name,
        ownerEmail: owner,
      });
      await enqueueEmail(trx, email, { kind: "listing.submitted" });
    }
  };
}

/** The Seer hears that their listing is live. */
export function notifyApproved(req: Request) {
  return async (trx: Trx, listing: ListingRow): Promise<void> => {
    const to = await ownerEmail(listing.owner_id, trx);
    if (!to) return;
    const email = listingApprovedEmail({
      to,
      frontendHost: frontendHost(req),
      displayName: listing.display_name,
      slug: listing.slug,
    });
    await enqueueEmail(trx, email, { kind: "listing.approved" });
  };
}

/** The Seer reads why their listing was rejected or taken down. */
export function notifyReturned(req: Request, reason: string, unpublished: boolean) {
  return async (trx: Trx, listing: ListingRow): Promise<void> => {
    const to = await ownerEmail(listing.owner_id, trx);
    if (!to) return;
    const email = listingReturnedEmail({
      to,
      frontendHost: frontendHost(req),
      displayName: listing.display_name,
      reason,
      unpublished,
    });
    await enqueueEmail(trx, email, {
      kind: unpublished ? "listing.unpublished" : "listing.rejected",
    });
  };
}
