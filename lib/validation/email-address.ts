/**
 * The shape and length every email address must have, without zod: the API's rule (email.ts)
 * is built on these, and small public forms (the newsletter) check with them in the browser
 * without loading a validation library.
 */
export const EMAIL_MAX = 255;
export const INVALID_EMAIL_MESSAGE = "Invalid email address";

/** zod's own email pattern (z.regexes.email); email.ts hands it to zod, so both sides agree. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}
