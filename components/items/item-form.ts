/** The item forms' rules (SPEC §5): the field rules of `lib/items/schema`, trimmed as typed. */
import { z } from "zod";
import {
  itemCreateSchema,
  itemDescriptionField,
  itemTitleField,
  itemUpdateSchema,
} from "@/lib/items/schema";

export const ITEMS_KEY = "/api/v1/items/";

const description = z.string().trim().pipe(itemDescriptionField);

export const addItemFormSchema = itemCreateSchema.extend({
  title: z.string().trim().pipe(itemTitleField("Title is required.")),
  description,
});

export const editItemFormSchema = itemUpdateSchema.extend({
  title: z.string().trim().pipe(itemTitleField("Title is required")),
  description,
});

export type ItemFormValues = z.infer<typeof addItemFormSchema>;

/** What the API is sent: an empty description is no description. */
export function toItemPayload(values: ItemFormValues) {
  return { title: values.title, description: values.description || null };
}
