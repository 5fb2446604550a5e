/** The add-user and edit-user forms (SPEC §5): the API's payloads with the field rules of `lib/validation`. */
import { z } from "zod";
import { fullNameField, userCreateSchema, userUpdateSchema } from "@/lib/users/schema";
import { requiredEmailField } from "@/lib/validation/email";
import {
  confirmationMatches,
  confirmPasswordField,
  optionalPasswordField,
  requiredPasswordField,
} from "@/lib/validation/passwords";

export const USERS_KEY = "/api/v1/users/";

const fields = {
  email: requiredEmailField,
  full_name: z.string().trim().pipe(fullNameField),
  is_superuser: z.boolean(),
  is_active: z.boolean(),
};

export const addUserFormSchema = userCreateSchema
  .omit({ type: true, country: true })
  .extend({
    ...fields,
    password: requiredPasswordField,
    confirm_password: confirmPasswordField("Please confirm your password"),
  })
  .refine(...confirmationMatches("password", { eager: true }));

/** On edit the password is optional: empty keeps the current one (and is left out of the PATCH). */
export const editUserFormSchema = userUpdateSchema
  .omit({ type: true, country: true })
  .extend({ ...fields, password: optionalPasswordField, confirm_password: z.string() })
  .refine(...confirmationMatches("password", { eager: true }));

export type UserFormValues = z.infer<typeof addUserFormSchema>;

/** The payload both dialogs send: no confirmation, no empty name, no empty password. */
export function toUserPayload({ confirm_password: _confirm, password, ...values }: UserFormValues) {
  return {
    ...values,
    full_name: values.full_name || null,
    ...(password ? { password } : {}),
  };
}
