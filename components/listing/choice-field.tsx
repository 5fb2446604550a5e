"use client";
/** A ChoiceGroup bound to one field of a step's form: it shows the value and error, and sets it. */
import { type Control, Controller, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { ChoiceGroup } from "@/components/ui/choice-group";

type Props<Values extends FieldValues, Output, V extends string | number> = {
  control: Control<Values, unknown, Output>;
  legend: string;
  hint?: string;
  options: readonly { value: V; label: string }[];
  columns?: string;
} & (
  | { type: "radio"; name: FieldPathByValue<Values, V | null> }
  | { type: "checkbox"; name: FieldPathByValue<Values, V[]> }
);

export function ChoiceField<Values extends FieldValues, Output, V extends string | number>({
  control,
  name,
  ...group
}: Props<Values, Output, V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const bound = { onChange: field.onChange, error: fieldState.error?.message };
        // `name` only admits fields holding options' values (radio) or lists of them (checkbox),
        // which TypeScript does not carry over to `field.value`.
        return group.type === "radio" ? (
          <ChoiceGroup {...group} {...bound} value={(field.value as V | null) ?? null} />
        ) : (
          <ChoiceGroup {...group} {...bound} value={field.value as V[]} />
        );
      }}
    />
  );
}
