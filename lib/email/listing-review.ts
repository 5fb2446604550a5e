/** Listing review emails: to the admins when a listing waits, to the Seer when it is decided. */
import { BRAND_NAME } from "@/lib/brand";
import { siteLink } from "@/lib/site-url";
import { renderEmail } from "./layout";
import type { Email } from "./types";

export function listingSubmittedEmail(args: {
  to: string;
  /** The site's public address (lib/site-url.ts). */
  base: string;
  displayName: string;
  ownerEmail: string;
}): Email {
  return renderEmail({
    to: args.to,
    subject: `${BRAND_NAME} - Listing waiting for review: ${args.displayName}`,
    heading: "A listing is waiting for review",
    paragraphs: [
      `${args.displayName} (${args.ownerEmail}) submitted their listing. Approve it to show it on Discover, or reject it with a reason the Seer will read.`,
    ],
    action: { label: "Review listings", url: siteLink(args.base, "/admin/listings") },
  });
}

export function listingApprovedEmail(args: {
  to: string;
  /** The site's public address (lib/site-url.ts). */
  base: string;
  displayName: string;
  slug: string;
}): Email {
  return renderEmail({
    to: args.to,
    subject: `${BRAND_NAME} - Your listing is live`,
    heading: "Your listing is live",
    paragraphs: [
      `Hi ${args.displayName},`,
      "Your listing was approved and seekers can now find you on Discover.",
    ],
    action: {
      label: "See your profile",
      url: siteLink(args.base, `/profile/${encodeURIComponent(args.slug)}`),
    },
  });
}

export function listingReturnedEmail(args: {
  to: string;
  /** The site's public address (lib/site-url.ts). */
  base: string;
  displayName: string;
  reason: string;
  /** Taken down after it was live, rather than turned down on review. */
  unpublished: boolean;
}): Email {
  const what = args.unpublished
    ? "Your listing was taken off Discover by our reviewers."
    : "Your listing was not approved yet.";
  return renderEmail({
    to: args.to,
    subject: args.unpublished
      ? `${BRAND_NAME} - Your listing was unpublished`
      : `${BRAND_NAME} - Your listing needs changes`,
    heading: args.unpublished ? "Your listing was unpublished" : "Your listing needs changes",
    paragraphs: [`Hi ${args.displayName},`, `${what} The reviewer's reason:`],
    quote: args.reason,
    action: {
      label: "Edit your listing",
      url: siteLink(args.base, "/listing"),
    },
  });
}
