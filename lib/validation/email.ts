/** Every email field's rule and message (SPEC §5): the API's, the signed-in forms' and the sign-in screens'. */
import { z } from "zod";
import { EMAIL_MAX, EMAIL_PATTERN, INVALID_EMAIL_MESSAGE } from "./email-address";

/** What the API accepts everywhere it takes an email. */
export const emailField = z
  .email({ pattern: EMAIL_PATTERN, error: INVALID_EMAIL_MESSAGE })
  .max(EMAIL_MAX);

/** Profile, add user and edit user: required first, then the API's own rule. */
export const requiredEmailField = z
  .string()
  .trim()
  .min(1, { error: "Email is required" })
  .pipe(emailField);

/** /login and /signup: letters, digits, dot, underscore or hyphen; @; a domain; a 2–8 letter ending. */
const MARKETPLACE_EMAIL = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,8}$/;
export const EMAIL_FORMAT_MESSAGE = "Email is not in correct format";
export const marketplaceEmailField = z
  .string()
  .regex(MARKETPLACE_EMAIL, { error: EMAIL_FORMAT_MESSAGE })
  .max(EMAIL_MAX);

/** The template's screens: the template's own pattern, with the screen's "required" message. */
const TEMPLATE_EMAIL = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;
export const templateEmailField = (required: "Email is required" | "Username is required") =>
  z
    .string()
    .min(1, { error: required })
    .regex(TEMPLATE_EMAIL, { error: "Invalid email address" })
    .max(EMAIL_MAX);
