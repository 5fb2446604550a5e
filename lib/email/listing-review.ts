/** Listing review emails: to the admins when a listing waits, to the Seer when it is decided. */
import { BRAND_NAME } from "@/lib/brand";
import { renderEmail } from "./layout";
import type { Email } from "./types";

const link = (frontendHost: string, path: string) => `${frontendHost.replace(/\/$/, "")}${path}`;

export function listingSubmittedEmail(args: {
  to: string;
  frontendHost: string;
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
    action: { label: "Review listings", url: link(args.frontendHost, "/admin/listings") },
  });
}

export function listingApprovedEmail(args: {
  to: string;
  frontendHost: string;
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
      url: link(args.frontendHost, `/profile/${encodeURIComponent(args.slug)}`),
    },
  });
}

export function listingReturnedEmail(args: {
  to: string;
  frontendHost: string;
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
      url: link(args.frontendHost, "/listing"),
    },
  });
}
