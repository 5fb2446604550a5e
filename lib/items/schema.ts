/** Item payloads: one schema per payload, for the handler and the form alike. */
import { z } from "zod";

/**
 * An item's title: required, at most 255 characters. Adding says "Title is required." and
 * editing "Title is required" (SPEC §5); the API words its 422s itself.
 */
export const itemTitleField = (
  required: "Title is required." | "Title is required" = "Title is required",
) =>
  z
    .string()
    .min(1, { error: required })
    .max(255, { error: "Title must be at most 255 characters" });

/** An item's description: optional, at most 255 characters. */
export const itemDescriptionField = z
  .string()
  .max(255, { error: "Description must be at most 255 characters" });

export const itemCreateSchema = z.object({
  title: itemTitleField(),
  description: itemDescriptionField.nullable().optional(),
});

export const itemUpdateSchema = z.object({
  title: itemTitleField().optional(),
  description: itemDescriptionField.nullable().optional(),
});

export const itemPublicSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  owner_id: z.uuid(),
  created_at: z.string(),
});
export type ItemPublic = z.infer<typeof itemPublicSchema>;

export const itemsPublicSchema = z.object({ data: z.array(itemPublicSchema), count: z.number() });
