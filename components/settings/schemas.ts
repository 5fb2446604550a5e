/** The settings forms (SPEC §5): the API's payloads with the field rules of `lib/validation`. */
import { z } from "zod";
import { profileFullNameField, updatePasswordSchema, userUpdateMeSchema } from "@/lib/users/schema";
import { requiredEmailField } from "@/lib/validation/email";
import {
  confirmationMatches,
  confirmPasswordField,
  requiredPasswordField,
} from "@/lib/validation/passwords";
import { timeZoneField } from "@/lib/validation/time-zone";

export const profileFormSchema = userUpdateMeSchema.extend({
  full_name: profileFullNameField,
  email: requiredEmailField,
  timezone: timeZoneField,
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

export const passwordFormSchema = updatePasswordSchema
  .extend({
    current_password: requiredPasswordField,
    new_password: requiredPasswordField,
    confirm_password: confirmPasswordField(),
  })
  .refine(...confirmationMatches("new_password", { eager: true }));
export type PasswordFormValues = z.infer<typeof passwordFormSchema>;

/** Set a password: an account made through Google or Facebook has no current one to give. */
export const setPasswordFormSchema = z
  .object({ new_password: requiredPasswordField, confirm_password: confirmPasswordField() })
  .refine(...confirmationMatches("new_password", { eager: true }));
export type SetPasswordFormValues = z.infer<typeof setPasswordFormSchema>;
