/** Payloads that create, change and sign in users (template shapes plus the marketplace's). */
import { z } from "zod";
import { accountType } from "@/lib/validation/common";
import { emailField } from "@/lib/validation/email";
import { paginationSchema } from "@/lib/validation/pagination";
import { passwordField } from "@/lib/validation/passwords";
import { timeZoneField } from "@/lib/validation/time-zone";

export const COUNTRIES = ["Viet Nam", "USA", "Singapore", "China", "UK", "Canada"] as const;
/** Each name field's rule and message, for the payloads below and the forms built on them. */
export const fullNameField = z
  .string()
  .max(255, { error: "Full name must be at most 255 characters" });
const PROFILE_FULL_NAME_MAX = 30;
/** The profile form keeps full names shorter than the API does (SPEC §5). */
export const profileFullNameField = z
  .string()
  .trim()
  .max(PROFILE_FULL_NAME_MAX, {
    error: `Full name must be at most ${PROFILE_FULL_NAME_MAX} characters`,
  });
/** The template's sign-up asks for at least three characters (SPEC §5). */
export const templateFullNameField = z
  .string()
  .min(1, { error: "Full Name is required" })
  .min(3, { error: "Full Name must be at least 3 characters" })
  .pipe(fullNameField);
const personName = (required: "First name is required" | "Last name is required") =>
  z.string().trim().min(1, { error: required }).max(100);
const country = z.enum(COUNTRIES, { error: "Choose your country" });

const fullName = fullNameField.nullable();
/** The account's IANA zone: the browser's at sign-up, changed in Settings; null means UTC. */
const timezone = timeZoneField.nullable().optional();

export const userCreateSchema = z.object({
  email: emailField,
  password: passwordField,
  full_name: fullName.optional(),
  is_active: z.boolean().default(true),
  is_superuser: z.boolean().default(false),
  type: accountType.default(0),
  country: country.nullable().optional(),
});

export const userUpdateSchema = z.object({
  email: emailField.optional(),
  password: passwordField.nullable().optional(),
  full_name: fullName.optional(),
  is_active: z.boolean().optional(),
  is_superuser: z.boolean().optional(),
  type: accountType.optional(),
  country: country.nullable().optional(),
});

export const userUpdateMeSchema = z.object({
  email: emailField.optional(),
  full_name: fullName.optional(),
  timezone,
});

export const updatePasswordSchema = z.object({
  current_password: passwordField,
  new_password: passwordField,
});

/** The marketplace's sign-up (/signup). */
export const marketplaceSignupSchema = z.object({
  email: emailField,
  password: passwordField,
  firstname: personName("First name is required"),
  lastname: personName("Last name is required"),
  country,
  type: accountType,
  newsletter: z.boolean().default(false),
  timezone,
});

/** The template's sign-up (/signupdefault and the template's own clients). */
export const templateSignupSchema = z.object({
  email: emailField,
  password: passwordField,
  full_name: fullName.optional(),
  timezone,
});

/** A body naming either person name is the marketplace's shape; anything else is the template's. */
export function isMarketplaceSignup(body: unknown): boolean {
  return typeof body === "object" && body !== null && ("firstname" in body || "lastname" in body);
}

export const loginSchema = z.object({
  email: z.string().min(1).max(255),
  password: z.string().min(1).max(128),
  /** The login form's account-type choice (SPEC), still accepted; the account's own type wins. */
  type: accountType.optional(),
});

export const accessTokenFormSchema = z.object({
  username: z.string().min(1).max(255),
  password: z.string().min(1).max(128),
});

export const newPasswordSchema = z.object({
  token: z.string().min(1).max(4096),
  new_password: passwordField,
});

export const privateUserCreateSchema = z.object({
  email: emailField,
  password: passwordField,
  full_name: fullNameField,
  is_verified: z.boolean().default(false),
});

export const userPublicSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  full_name: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  country: z.string().nullable(),
  type: accountType,
  timezone: z.string().nullable(),
  is_active: z.boolean(),
  is_superuser: z.boolean(),
  /** Whether the address has been proven by the link sent to it (an addition to the template). */
  email_verified: z.boolean(),
  created_at: z.string(),
});
export type UserPublic = z.infer<typeof userPublicSchema>;

export const usersPublicSchema = z.object({ data: z.array(userPublicSchema), count: z.number() });

/** GET /users/: a page of accounts, of one type (0 User, 1 Seer) when `type` says so. */
export const userListQuerySchema = paginationSchema.extend({
  // `type=` (empty) means every account, as leaving it out does.
  type: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .enum(["0", "1"], { error: "Input should be 0 (User) or 1 (Seer)" })
      .transform(Number)
      .pipe(accountType)
      .optional(),
  ),
});

export const tokenSchema = z.object({ access_token: z.string(), token_type: z.literal("bearer") });

export const signupResponseSchema = userPublicSchema.extend(tokenSchema.shape);

/** Coaches a user saved, and newsletter sign-ups. */
export const savedCoachSchema = z.object({ coach_slug: z.string(), created_at: z.string() });
export const savedCoachesSchema = z.object({ data: z.array(savedCoachSchema), count: z.number() });

export const newsletterSchema = z.object({ email: emailField });

/** What deleting one's account would do now: how many upcoming sessions it would cancel. */
export const accountDeletionSchema = z.object({ upcoming_sessions: z.int().min(0) });
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;
