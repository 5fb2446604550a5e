/** The feed's absolute address under the site's own (`siteUrl`), and its `webcal://` twin. */
import { siteLink } from "@/lib/site-url";

export const feedUrl = (base: string, token: string) =>
  siteLink(base, `/api/v1/calendar-feed/${token}/calendar.ics`);
