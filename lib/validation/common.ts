/** Small rules shared by many payloads (emails and passwords have their own modules). */
import { z } from "zod";

export const accountType = z.literal([0, 1]);
// Any 8-4-4-4-12 hex id, as FastAPI accepts; ids we mint are v4.
export const uuidParam = z.guid({ error: "Input should be a valid UUID" });
export const messageSchema = z.object({ message: z.string() });
