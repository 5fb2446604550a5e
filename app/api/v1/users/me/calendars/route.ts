/** Settings → Calendars: a Seer's connected calendars, and connecting one (read before it is kept). */
import { handle } from "@/lib/api/route";
import { calendarRoutes } from "@/lib/api/routes/calendars";
import { connectCalendar, listConnections } from "@/lib/calendars/connections";

export const GET = handle(calendarRoutes.list, async ({ caller }) => {
  const data = await listConnections(caller.user.id);
  return { data, count: data.length };
});

export const POST = handle(calendarRoutes.connect, async ({ caller, body }) =>
  connectCalendar(caller.user.id, body),
);
