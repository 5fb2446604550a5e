"use client";
/** Title and description, shared by the add and edit dialogs. */
import type { UseFormReturn } from "react-hook-form";
import { TextField } from "@/components/ui/field";
import type { ItemFormValues } from "./item-form";

export function ItemFields({ form }: { form: UseFormReturn<ItemFormValues> }) {
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label="Title"
        placeholder="Title"
        autoComplete="off"
        required
        error={errors.title?.message}
        {...form.register("title")}
      />
      <TextField
        label="Description"
        placeholder="Description"
        autoComplete="off"
        error={errors.description?.message}
        {...form.register("description")}
      />
    </>
  );
}
