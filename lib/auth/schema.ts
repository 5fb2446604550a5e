/** The sign-in screens (SPEC §5): the API's own payloads with the field rules of `lib/validation`. */
import { z } from "zod";
import {
  accessTokenFormSchema,
  loginSchema,
  marketplaceSignupSchema,
  newPasswordSchema,
  templateFullNameField,
  templateSignupSchema,
} from "@/lib/users/schema";
import { accountType } from "@/lib/validation/common";
import { marketplaceEmailField, templateEmailField } from "@/lib/validation/email";
import {
  confirmationMatches,
  confirmPasswordField,
  requiredPasswordField,
  strongPasswordField,
} from "@/lib/validation/passwords";

export const loginFormSchema = loginSchema.extend({
  email: marketplaceEmailField,
  password: strongPasswordField,
  type: accountType,
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const recoveryPanelSchema = z.object({ email: marketplaceEmailField });

export const signupFormSchema = marketplaceSignupSchema.extend({
  email: marketplaceEmailField,
  password: strongPasswordField,
  terms: z.literal(true, { error: "Please accept the terms to create your account" }),
  newsletter: z.boolean(),
});
export type SignupForm = z.infer<typeof signupFormSchema>;

/** The template's screens (SPEC §5, "default template"). */
export const templateLoginFormSchema = accessTokenFormSchema.extend({
  username: templateEmailField("Username is required"),
  password: requiredPasswordField,
});

export const templateSignupFormSchema = templateSignupSchema
  .extend({
    email: templateEmailField("Email is required"),
    full_name: templateFullNameField,
    password: requiredPasswordField,
    confirm_password: confirmPasswordField(),
  })
  .refine(...confirmationMatches("password"));

export const recoverPasswordFormSchema = z.object({
  email: templateEmailField("Email is required"),
});

export const resetPasswordFormSchema = newPasswordSchema
  .omit({ token: true })
  .extend({ new_password: requiredPasswordField, confirm_password: confirmPasswordField() })
  .refine(...confirmationMatches("new_password"));
