/**
 * `GET /calendar-feed/{token}/calendar.ics`: a person's feed, read by calendar apps without a
 * sign-in (the token is the secret). Never stored by a cache on the way: it is one person's own.
 */
import { errors } from "@/lib/api/errors";
import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { calendarFeedRoutes } from "@/lib/api/routes/calendar-feed";
import { calendarFeedOf } from "@/lib/calendar-feed/feed";
import { feedOwnerOf } from "@/lib/calendar-feed/token";

export const GET = handle(calendarFeedRoutes.file, async ({ req, params }) => {
  const owner = await feedOwnerOf(params.token);
  if (!owner) throw errors.calendarFeedNotFound();
  return new Response(await calendarFeedOf(owner, requestSiteUrl(req)), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, no-store",
      "Content-Disposition": 'inline; filename="calendar.ics"',
      "Referrer-Policy": "no-referrer",
    },
  });
});
