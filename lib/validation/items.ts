/** Item payloads: one schema per payload, for the handler and the form alike. */
import { z } from "zod";

export const itemCreateSchema = z.object({
  title: z.string().min(1).max(255),
  description: z.string().max(255).nullable().optional(),
});

export const itemUpdateSchema = z.object({
  title: z.string().min(1).max(255).optional(),
  description: z.string().max(255).nullable().optional(),
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
