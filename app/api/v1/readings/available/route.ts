/** Who is available for a reading now (anyone): the cards' badge polls it, so it may be cached briefly. */
import { handle } from "@/lib/api/route";
import { coachRoutes } from "@/lib/api/routes/coaches";
import { AVAILABLE_NOW_MAX_AGE_SECONDS } from "@/lib/catalog/available-now-freshness";
import { listAvailableNow } from "@/lib/readings/catalog";

export const GET = handle(coachRoutes.availableNow, async () =>
  Response.json(
    { coaches: await listAvailableNow() },
    // A proxy in front (nginx) may answer every visitor's poll from one copy for this long; a
    // browser asks again each time (its own copy could hide a change from its next poll).
    {
      headers: {
        "Cache-Control": `public, s-maxage=${AVAILABLE_NOW_MAX_AGE_SECONDS}, max-age=0`,
      },
    },
  ),
);
