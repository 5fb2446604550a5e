/** `GET /users/me/calendar-feed`: the caller's private feed address (made on first use). */
import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { calendarFeedRoutes } from "@/lib/api/routes/calendar-feed";
import { feedUrl } from "@/lib/calendar-feed/address";
import { feedTokenOf } from "@/lib/calendar-feed/token";

export const GET = handle(calendarFeedRoutes.read, async ({ req, caller: { user } }) => ({
  url: feedUrl(requestSiteUrl(req), await feedTokenOf(user.id)),
}));
