/** Readings now (lib/readings): a Seer met now, billed by the started minute. */
import { declareRoute } from "@/lib/api/contract";
import { readingSettingsSchema, readingSettingsUpdateSchema } from "@/lib/readings/schema";

export const readingRoutes = {
  readSettings: declareRoute({
    method: "GET",
    path: "/users/me/readings",
    name: "read_reading_settings",
    summary:
      "Your readings as a Seer: on or off, the price per minute, and whether you are available now",
    tag: "readings",
    auth: "seer",
    response: readingSettingsSchema,
  }),
  updateSettings: declareRoute({
    method: "PUT",
    path: "/users/me/readings",
    name: "update_reading_settings",
    summary:
      "Turn readings on or off and set the price per minute (on needs a published listing, and payouts with card payments)",
    tag: "readings",
    auth: "seer",
    body: { json: readingSettingsUpdateSchema },
    response: readingSettingsSchema,
    errors: [409],
  }),
};
