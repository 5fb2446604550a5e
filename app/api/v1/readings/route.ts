/** `POST /readings/`: Connect, a reading with a Seer who is available now (lib/readings/create.ts). */
import { errors } from "@/lib/api/errors";
import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { readingRoutes } from "@/lib/api/routes/readings";
import { findBookableListing } from "@/lib/bookings/bookable";
import { connectReading } from "@/lib/readings/create";
import { runReadingSweep } from "@/lib/readings/sweep";

export const POST = handle(readingRoutes.connect, async ({ req, caller: { user }, body }) => {
  const base = requestSiteUrl(req);
  // A hold whose time ran out (an unpaid Checkout, a ring) frees its Seer before anyone asks.
  await runReadingSweep(base);
  const listing = await findBookableListing(body.coach);
  if (!listing) throw errors.coachNotBookable();
  return connectReading(listing, user.id, body, base);
});
