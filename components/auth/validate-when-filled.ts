"use client";
/**
 * SPEC §5: on /login and /signup a field is checked once it has a value, when it loses focus;
 * after that it is re-checked as the person types, so the message goes away once it is fixed.
 */
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";

export function validateWhenFilled<T extends FieldValues>(
  form: UseFormReturn<T>,
  name: FieldPath<T>,
) {
  return {
    onBlur: (event: { target: { value: string } }) => {
      if (event.target.value) void form.trigger(name);
    },
    onChange: () => {
      if (form.getFieldState(name).error) void form.trigger(name);
    },
  };
}
