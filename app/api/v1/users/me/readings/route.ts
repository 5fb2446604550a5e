/** A Seer's readings: the switch, the price per minute, and whether they are available now. */
import { handle } from "@/lib/api/route";
import { readingRoutes } from "@/lib/api/routes/readings";
import { ensureOwnListing } from "@/lib/listings/queries";
import { readingSettingsOf, updateReadingSettings } from "@/lib/readings/settings";

export const GET = handle(readingRoutes.readSettings, async ({ caller }) =>
  readingSettingsOf(await ensureOwnListing(caller.user)),
);

export const PUT = handle(readingRoutes.updateSettings, async ({ caller, body }) =>
  updateReadingSettings(await ensureOwnListing(caller.user), body),
);
