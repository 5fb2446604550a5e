/** Each person's private calendar feed (lib/calendar-feed): its address, its reset, the feed itself. */
import { declareRoute } from "@/lib/api/contract";
import { calendarFeedSchema, feedTokenParams } from "@/lib/calendar-feed/schema";

export const calendarFeedRoutes = {
  read: declareRoute({
    method: "GET",
    path: "/users/me/calendar-feed",
    name: "read_calendar_feed",
    summary:
      "Your private calendar address: your accepted sessions and event seats as iCalendar, to subscribe to from any calendar app",
    tag: "calendars",
    auth: "user",
    response: calendarFeedSchema,
  }),
  rotate: declareRoute({
    method: "POST",
    path: "/users/me/calendar-feed/rotate",
    name: "rotate_calendar_feed",
    summary: "Reset your calendar address: a new one, and the old one answers 404 at once",
    tag: "calendars",
    auth: "user",
    response: calendarFeedSchema,
  }),
  file: declareRoute({
    method: "GET",
    path: "/calendar-feed/{token}/calendar.ics",
    name: "read_calendar_feed_file",
    summary:
      "A private calendar feed (the token is the address's secret; never cached): 404 for an unknown or reset one",
    tag: "calendars",
    auth: "none",
    params: feedTokenParams,
    response: "calendar",
    errors: [404],
  }),
};
