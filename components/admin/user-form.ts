/** The add-user and edit-user forms' rules (SPEC §5), built on the API's payload schemas. */
import { z } from "zod";
import { emailField } from "@/lib/validation/common";
import { userCreateSchema, userUpdateSchema } from "@/lib/validation/users";

export const USERS_KEY = "/api/v1/users/";

const email = z.string().trim().min(1, { error: "Email is required" }).pipe(emailField);

const fullName = z.string().trim().max(255, { error: "Full name must be at most 255 characters" });

const passwordRules = z
  .string()
  .min(8, { error: "Password must be at least 8 characters" })
  .max(128, { error: "Password must be at most 128 characters" });

const PASSWORDS_MATCH = {
  path: ["confirm_password"],
  error: "The passwords do not match",
  // Checked even while another field is wrong, so each message shows as soon as it applies.
  when: () => true,
};

export const addUserFormSchema = userCreateSchema
  .omit({ type: true, country: true })
  .extend({
    email,
    full_name: fullName,
    password: z.string().min(1, { error: "Password is required" }).pipe(passwordRules),
    confirm_password: z.string().min(1, { error: "Please confirm your password" }),
    is_superuser: z.boolean(),
    is_active: z.boolean(),
  })
  .refine((v) => v.password === v.confirm_password, PASSWORDS_MATCH);

/** On edit the password is optional: empty keeps the current one (and is left out of the PATCH). */
export const editUserFormSchema = userUpdateSchema
  .omit({ type: true, country: true })
  .extend({
    email,
    full_name: fullName,
    password: z
      .string()
      .refine((v) => v === "" || v.length >= 8, {
        error: "Password must be at least 8 characters",
      })
      .max(128, { error: "Password must be at most 128 characters" }),
    confirm_password: z.string(),
    is_superuser: z.boolean(),
    is_active: z.boolean(),
  })
  .refine((v) => v.password === v.confirm_password, PASSWORDS_MATCH);

export type UserFormValues = z.infer<typeof addUserFormSchema>;

/** The payload both dialogs send: no confirmation, no empty name, no empty password. */
export function toUserPayload({ confirm_password: _confirm, password, ...values }: UserFormValues) {
  return {
    ...values,
    full_name: values.full_name || null,
    ...(password ? { password } : {}),
  };
}
