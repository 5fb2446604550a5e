/**
 * Who hears about a listing's review, with links to this site (`base`: its public address, from
 * lib/site-url.ts). The emails go into the outbox inside the transaction that changes the listing,
 * so a change is never without its emails and an email never without its change.
 */
import "server-only";
import type { Transaction } from "kysely";
import type { Database, ListingRow } from "@/lib/db/schema";
import {
  listingApprovedEmail,
  listingReturnedEmail,
  listingSubmittedEmail,
} from "@/lib/email/listing-review";
import { enqueueEmail } from "@/lib/outbox/enqueue";
import { ownerEmail, reviewerEmails } from "./review";

type Trx = Transaction<Database>;

/** Every active admin hears that `listing` waits for review. */
export function notifyReviewers(base: string) {
  return async (trx: Trx, listing: ListingRow): Promise<void> => {
    const owner = (await ownerEmail(listing.owner_id, trx)) ?? "no owner";
    for (const to of await reviewerEmails(trx)) {
      const email = listingSubmittedEmail({
        to,
        base,
        displayName: listing.display_name,
        ownerEmail: owner,
      });
      await enqueueEmail(trx, email, { kind: "listing.submitted" });
    }
  };
}

/** The Seer hears that their listing is live. */
export function notifyApproved(base: string) {
  return async (trx: Trx, listing: ListingRow): Promise<void> => {
    const to = await ownerEmail(listing.owner_id, trx);
    if (!to) return;
    const email = listingApprovedEmail({
      to,
      base,
      displayName: listing.display_name,
      slug: listing.slug,
    });
    await enqueueEmail(trx, email, { kind: "listing.approved" });
  };
}

/** The Seer reads why their listing was rejected or taken down. */
export function notifyReturned(base: string, reason: string, unpublished: boolean) {
  return async (trx: Trx, listing: ListingRow): Promise<void> => {
    const to = await ownerEmail(listing.owner_id, trx);
    if (!to) return;
    const email = listingReturnedEmail({
      to,
      base,
      displayName: listing.display_name,
      reason,
      unpublished,
    });
    await enqueueEmail(trx, email, {
      kind: unpublished ? "listing.unpublished" : "listing.rejected",
    });
  };
}
