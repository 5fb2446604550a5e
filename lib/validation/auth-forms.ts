/** The sign-in screens' rules (SPEC §5), built on the API's own schemas so form and handler agree. */
import { z } from "zod";
import { accountType } from "./common";
import {
  accessTokenFormSchema,
  COUNTRIES,
  loginSchema,
  marketplaceSignupSchema,
  newPasswordSchema,
  templateSignupSchema,
} from "./users";

/** /login and /signup: letters, digits, dot, underscore or hyphen; @; a domain; a 2–8 letter ending. */
export const MARKETPLACE_EMAIL = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,8}$/;
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9\s]).{8,}$/;
export const EMAIL_FORMAT_MESSAGE = "Email is not in correct format";
export const STRONG_PASSWORD_MESSAGE =
  "Password must contain at least 8 characters, including 1 lowercase letter, 1 uppercase letter, 1 number, and 1 symbol";

const marketplaceEmail = z
  .string()
  .regex(MARKETPLACE_EMAIL, { error: EMAIL_FORMAT_MESSAGE })
  .max(255);
const strongPassword = z
  .string()
  .regex(STRONG_PASSWORD, { error: STRONG_PASSWORD_MESSAGE })
  .max(128);

export const loginFormSchema = loginSchema.extend({
  email: marketplaceEmail,
  password: strongPassword,
  type: accountType,
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const recoveryPanelSchema = z.object({ email: marketplaceEmail });

export const signupFormSchema = marketplaceSignupSchema.extend({
  email: marketplaceEmail,
  password: strongPassword,
  firstname: z.string().trim().min(1, { error: "First name is required" }).max(100),
  lastname: z.string().trim().min(1, { error: "Last name is required" }).max(100),
  country: z.enum(COUNTRIES, { error: "Choose your country" }),
  terms: z.literal(true, { error: "Please accept the terms to create your account" }),
  newsletter: z.boolean(),
});
export type SignupForm = z.infer<typeof signupFormSchema>;

/** The template's screens (SPEC §5, "default template"). */
const TEMPLATE_EMAIL = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;
const templateEmail = (required: string) =>
  z
    .string()
    .min(1, { error: required })
    .regex(TEMPLATE_EMAIL, { error: "Invalid email address" })
    .max(255);
const templatePassword = z
  .string()
  .min(1, { error: "Password is required" })
  .min(8, { error: "Password must be at least 8 characters" })
  .max(128);

export const templateLoginFormSchema = accessTokenFormSchema.extend({
  username: templateEmail("Username is required"),
  password: templatePassword,
});

export const templateSignupFormSchema = templateSignupSchema
  .extend({
    email: templateEmail("Email is required"),
    full_name: z
      .string()
      .min(1, { error: "Full Name is required" })
      .min(3, { error: "Full Name must be at least 3 characters" })
      .max(255),
    password: templatePassword,
    confirm_password: z.string().min(1, { error: "Password confirmation is required" }),
  })
  .refine((v) => v.password === v.confirm_password, {
    path: ["confirm_password"],
    error: "The passwords do not match",
  });

export const recoverPasswordFormSchema = z.object({ email: templateEmail("Email is required") });

export const resetPasswordFormSchema = newPasswordSchema
  .omit({ token: true })
  .extend({
    new_password: templatePassword,
    confirm_password: z.string().min(1, { error: "Password confirmation is required" }),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ["confirm_password"],
    error: "The passwords do not match",
  });
