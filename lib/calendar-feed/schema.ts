/** The private calendar feed's API shapes. */
import { z } from "zod";

export const calendarFeedSchema = z
  .object({ url: z.url().describe("The feed's absolute address (keep it private)") })
  .meta({ id: "CalendarFeed" });

/** The token is checked by the handler: any other form answers 404, as an unknown one does. */
export const feedTokenParams = z.object({ token: z.string() });
