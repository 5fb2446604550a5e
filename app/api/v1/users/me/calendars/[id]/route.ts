/** One connected calendar: which of its calendars count, the one written into; disconnecting it. */
import { handle } from "@/lib/api/route";
import { calendarRoutes } from "@/lib/api/routes/calendars";
import { disconnectCalendar, updateCalendar } from "@/lib/calendars/connections";

export const PATCH = handle(calendarRoutes.update, async ({ caller, params, body }) =>
  updateCalendar(caller.user.id, params.id, body),
);

export const DELETE = handle(calendarRoutes.disconnect, async ({ caller, params }) => {
  await disconnectCalendar(caller.user.id, params.id);
  return { message: "Calendar disconnected" };
});
