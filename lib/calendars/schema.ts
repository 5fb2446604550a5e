/** The calendars API's shapes (issue 38): one schema per payload, for the handler and the screen. */
import { z } from "zod";

const address = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .refine(
    (text) => {
      try {
        const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
        return ["https:", "http:", "webcal:"].includes(url.protocol);
      } catch {
        return false;
      }
    },
    { message: "Enter a web address (https://…)" },
  );

export const connectCalendarSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("caldav"),
    /** The server's address, or only its host (found through `.well-known/caldav`). */
    url: address,
    username: z.string().trim().min(1).max(255),
    password: z.string().min(1).max(1024),
  }),
  z.object({
    kind: z.literal("ics"),
    /** The calendar's secret address in iCal format (https:// or webcal://). */
    url: address,
  }),
]);
export type ConnectCalendarInput = z.infer<typeof connectCalendarSchema>;

export const updateCalendarSchema = z.object({
  calendars: z
    .array(z.object({ url: z.string().max(2048), busy: z.boolean() }))
    .max(200)
    .optional(),
  /** The calendar sessions are written into; null: none. */
  write_to: z.string().max(2048).nullable().optional(),
});
export type UpdateCalendarInput = z.infer<typeof updateCalendarSchema>;

export const calendarConnectionSchema = z.object({
  id: z.string(),
  kind: z.enum(["caldav", "ics"]),
  /** The server's address; for an iCal address only its host (the address is a secret). */
  url: z.string(),
  username: z.string().nullable(),
  status: z.enum(["ok", "error"]),
  /** Why the last read failed, in plain words; null while it reads. */
  error: z.string().nullable(),
  last_synced_at: z.string().nullable(),
  calendars: z.array(z.object({ url: z.string(), name: z.string(), busy: z.boolean() })),
  write_to: z.string().nullable(),
});
export type CalendarConnection = z.infer<typeof calendarConnectionSchema>;

export const calendarConnectionsSchema = z.object({
  data: z.array(calendarConnectionSchema),
  count: z.number().int(),
});
