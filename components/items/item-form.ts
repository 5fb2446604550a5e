/** The item forms' rules (SPEC §5), built on the API's payload schemas so form and handler agree. */
import { z } from "zod";
import { itemCreateSchema, itemUpdateSchema } from "@/lib/validation/items";

export const ITEMS_KEY = "/api/v1/items/";

const description = z
  .string()
  .trim()
  .max(255, { error: "Description must be at most 255 characters" });

const title = (required: string) =>
  z
    .string()
    .trim()
    .min(1, { error: required })
    .max(255, { error: "Title must be at most 255 characters" });

/** Adding says "Title is required." and editing "Title is required", as the two screens differ. */
export const addItemFormSchema = itemCreateSchema.extend({
  title: title("Title is required."),
  description,
});

export const editItemFormSchema = itemUpdateSchema.extend({
  title: title("Title is required"),
  description,
});

export type ItemFormValues = z.infer<typeof addItemFormSchema>;

/** What the API is sent: an empty description is no description. */
export function toItemPayload(values: ItemFormValues) {
  return { title: values.title, description: values.description || null };
}
