/** Every password field's rule and message (SPEC §5), and the confirmation that must match it. */
import { z } from "zod";

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;
const TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters`;
const TOO_LONG = `Password must be at most ${PASSWORD_MAX} characters`;

/** What the API accepts for a new password (its 422s word the bounds themselves). */
export const passwordField = z
  .string()
  .min(PASSWORD_MIN, { error: TOO_SHORT })
  .max(PASSWORD_MAX, { error: TOO_LONG });

/** Forms: required first, then the API's own rule. */
export const requiredPasswordField = z
  .string()
  .min(1, { error: "Password is required" })
  .pipe(passwordField);

/** Edit user: empty keeps the current password, anything else follows the same bounds. */
export const optionalPasswordField = z
  .string()
  .refine((v) => v === "" || v.length >= PASSWORD_MIN, { error: TOO_SHORT })
  .max(PASSWORD_MAX, { error: TOO_LONG });

/** /login and /signup: lower, upper, digit and symbol in eight or more characters. */
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9\s]).{8,}$/;
export const STRONG_PASSWORD_MESSAGE =
  "Password must contain at least 8 characters, including 1 lowercase letter, 1 uppercase letter, 1 number, and 1 symbol";
export const strongPasswordField = z
  .string()
  .regex(STRONG_PASSWORD, { error: STRONG_PASSWORD_MESSAGE })
  .max(PASSWORD_MAX);

/** The form-only confirmation field; the add-user form words its "required" differently. */
export const confirmPasswordField = (
  required:
    | "Password confirmation is required"
    | "Please confirm your password" = "Password confirmation is required",
) => z.string().min(1, { error: required });

type PasswordKey = "password" | "new_password";

/**
 * `.refine(...confirmationMatches("password"))`: confirm_password must equal the password.
 * Zod skips refinements while any field fails; `eager` checks as soon as both are strings,
 * so the mismatch shows even while another field is still wrong.
 */
export function confirmationMatches<K extends PasswordKey>(field: K, { eager = false } = {}) {
  const check = (v: Record<K | "confirm_password", unknown>) => v[field] === v.confirm_password;
  const params = {
    path: ["confirm_password"],
    error: "The passwords do not match",
    ...(eager && {
      when: ({ value }: { value: unknown }) => {
        const v = value as Partial<Record<K | "confirm_password", unknown>> | null;
        return typeof v?.[field] === "string" && typeof v?.confirm_password === "string";
      },
    }),
  };
  return [check, params] as const;
}
