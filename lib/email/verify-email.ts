/** The email that proves an address: sent at sign-up, after a change of address, and on request. */
import { BRAND_NAME } from "@/lib/brand";
import { siteLink } from "@/lib/site-url";
import { renderEmail } from "./layout";
import type { Email } from "./types";

export function verifyEmailEmail({
  to,
  base,
  token,
}: {
  to: string;
  /** The site's public address (lib/site-url.ts). */
  base: string;
  token: string;
}): Email {
  return renderEmail({
    to,
    subject: `${BRAND_NAME} - Verify your email`,
    heading: "Verify your email",
    paragraphs: [
      `Hi ${to},`,
      `Please confirm that this address is yours, so that your ${BRAND_NAME} account can be reached and recovered through it.`,
      "If you did not create an account, you can ignore this email.",
    ],
    action: {
      label: "Verify email",
      url: siteLink(base, `/verify-email?token=${encodeURIComponent(token)}`),
    },
  });
}
