/** Field rules shared by the API's payloads and the forms that send them. */
import { z } from "zod";

export const emailField = z.email({ error: "Invalid email address" }).max(255);
export const passwordField = z.string().min(8).max(128);
export const accountType = z.literal([0, 1]);
// Any 8-4-4-4-12 hex id, as FastAPI accepts; ids we mint are v4.
export const uuidParam = z.guid({ error: "Input should be a valid UUID" });
export const messageSchema = z.object({ message: z.string() });
