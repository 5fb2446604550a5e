/** Small rules shared by many payloads (emails and passwords have their own modules). */
import { z } from "zod";

export const accountType = z.literal([0, 1]);
// Any 8-4-4-4-12 hex id, as FastAPI accepts; ids we mint are v4.
export const uuidParam = z.guid({ error: "Input should be a valid UUID" });
export const messageSchema = z.object({ message: z.string() });

/**
 * A search word or a place typed into a page's address: trimmed, at most `max` characters, and no
 * NUL character (PostgreSQL text cannot hold one). The API refuses a NUL anywhere before this rule
 * is read (lib/api/validation.ts); a page reading its own address leniently needs it here, or the
 * query would fail on PostgreSQL alone.
 */
export const searchText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !value.includes("\u0000"), {
      error: "String should not contain NUL characters",
    });
