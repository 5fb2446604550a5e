/** A Seer's own calendars (issue 38): connected once, read for busy times. */
import { declareRoute } from "@/lib/api/contract";
import {
  calendarConnectionSchema,
  calendarConnectionsSchema,
  connectCalendarSchema,
  updateCalendarSchema,
} from "@/lib/calendars/schema";
import { messageSchema } from "@/lib/validation/common";
import { idParams } from "./params";

export const calendarRoutes = {
  list: declareRoute({
    method: "GET",
    path: "/users/me/calendars",
    name: "read_calendars",
    summary: "Your connected calendars: their state, when each was last read, and its calendars",
    tag: "calendars",
    auth: "seer",
    response: calendarConnectionsSchema,
  }),
  connect: declareRoute({
    method: "POST",
    path: "/users/me/calendars",
    name: "connect_calendar",
    summary:
      "Connect a CalDAV account or an iCal address; it is read once before the answer (422 says why it cannot be, and nothing is kept)",
    tag: "calendars",
    auth: "seer",
    body: { json: connectCalendarSchema },
    status: 201,
    response: calendarConnectionSchema,
    errors: [422],
  }),
  update: declareRoute({
    method: "PATCH",
    path: "/users/me/calendars/{id}",
    name: "update_calendar",
    summary: "Which of its calendars make you busy, and the one sessions are written into",
    tag: "calendars",
    auth: "seer",
    params: idParams,
    body: { json: updateCalendarSchema },
    response: calendarConnectionSchema,
    errors: [404, 422],
  }),
  disconnect: declareRoute({
    method: "DELETE",
    path: "/users/me/calendars/{id}",
    name: "disconnect_calendar",
    summary: "Disconnect a calendar: its busy times go at once",
    tag: "calendars",
    auth: "seer",
    params: idParams,
    response: messageSchema,
    errors: [404],
  }),
};
