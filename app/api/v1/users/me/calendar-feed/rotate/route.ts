/** `POST /users/me/calendar-feed/rotate`: a new address; the old one is gone at once. */
import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { calendarFeedRoutes } from "@/lib/api/routes/calendar-feed";
import { feedUrl } from "@/lib/calendar-feed/address";
import { rotateFeedToken } from "@/lib/calendar-feed/token";

export const POST = handle(calendarFeedRoutes.rotate, async ({ req, caller: { user } }) => ({
  url: feedUrl(requestSiteUrl(req), await rotateFeedToken(user.id)),
}));
