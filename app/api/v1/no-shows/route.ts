/** `GET /no-shows/`: the admins' queue of no-show claims, with the room's entries and exits. */
import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { noShowRoutes } from "@/lib/api/routes/no-shows";
import { listNoShowClaims } from "@/lib/bookings/no-show-queue";
import { runBookingSweep } from "@/lib/bookings/sweep";

export const GET = handle(noShowRoutes.queue, async ({ req, query }) => {
  await runBookingSweep(requestSiteUrl(req));
  return listNoShowClaims(query);
});
