/** The one email a Seer gets when a connected calendar stops reading (until it reads again). */
import { BRAND_NAME } from "@/lib/brand";
import { renderEmail } from "@/lib/email/layout";
import type { Email } from "@/lib/email/types";
import { siteLink } from "@/lib/site-url";

/** Settings → Calendars (the screen lists each connection's state). */
export const CALENDAR_SETTINGS_PATH = "/settings/calendars";

export function calendarErrorEmail(args: {
  to: string;
  base: string;
  name: string | null;
  /** What Settings shows of the connection (never an iCal address's secret path). */
  shownUrl: string;
  reason: string;
}): Email {
  return renderEmail({
    to: args.to,
    subject: `${BRAND_NAME} - Your calendar cannot be read`,
    heading: "Your calendar cannot be read",
    paragraphs: [
      args.name ? `Hi ${args.name},` : "Hi,",
      `We could not read your calendar at ${args.shownUrl}: ${args.reason}.`,
      "Until it reads again, your free times leave out the busy times we read last, and new events in that calendar are not seen. We will not email you about it again until it has read once more.",
    ],
    action: {
      label: "Open Settings → Calendars",
      url: siteLink(args.base, CALENDAR_SETTINGS_PATH),
    },
  });
}
