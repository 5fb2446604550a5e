/** Readings now (lib/readings): a Seer met now, billed by the started minute. */
import { declareRoute } from "@/lib/api/contract";
import { bookingPublicSchema } from "@/lib/bookings/schema";
import {
  readingCreateSchema,
  readingSettingsSchema,
  readingSettingsUpdateSchema,
} from "@/lib/readings/schema";
import { idParams } from "./params";

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
  connect: declareRoute({
    method: "POST",
    path: "/readings/",
    name: "create_reading",
    summary:
      'Connect: a reading with a Seer who is available now, up to `max_minutes` (5, 10, 20, 30 or 60). 201 the booking (`kind: "reading"`): ringing at once, or with card payments on awaiting payment with its Checkout (holding price × maximum) in `payment.checkout_url`. 409 when the Seer is connecting with someone else or not available now, or you already have a reading open; 403 with yourself or blocked',
    tag: "readings",
    auth: "user",
    body: { json: readingCreateSchema },
    status: 201,
    response: bookingPublicSchema,
    errors: [403, 404, 409],
  }),
  end: declareRoute({
    method: "POST",
    path: "/bookings/{id}/end",
    name: "end_reading",
    summary:
      "End a reading under way (either party): billed every started minute from when both were in the room, never past the maximum; the room closes for both. Ending one that has ended already answers it as it is",
    tag: "readings",
    auth: "user",
    params: idParams,
    response: bookingPublicSchema,
    errors: [404, 409],
  }),
};
