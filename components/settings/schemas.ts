/** The settings forms' rules (SPEC §5), built on the API's own schemas so form and handler agree. */
import { z } from "zod";
import { emailField } from "@/lib/validation/common";
import { updatePasswordSchema, userUpdateMeSchema } from "@/lib/validation/users";

export const PROFILE_FULL_NAME_MAX = 30;
const PASSWORD_MIN = 8;

export const profileFormSchema = userUpdateMeSchema.extend({
  full_name: z
    .string()
    .trim()
    .max(PROFILE_FULL_NAME_MAX, {
      error: `Full name must be at most ${PROFILE_FULL_NAME_MAX} characters`,
    }),
  // Required first, then the API's own email rule (its message is "Invalid email address").
  email: z.string().trim().min(1, { error: "Email is required" }).pipe(emailField),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

const password = z
  .string()
  .min(1, { error: "Password is required" })
  .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters` })
  .max(128);

export const passwordFormSchema = updatePasswordSchema
  .extend({
    current_password: password,
    new_password: password,
    confirm_password: z.string().min(1, { error: "Password confirmation is required" }),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ["confirm_password"],
    error: "The passwords do not match",
    // Zod skips refinements while any field fails; the match only needs these two to be strings,
    // so a mismatch shows even before the current password is filled in.
    when: ({ value }) => {
      const v = value as Partial<Record<"new_password" | "confirm_password", unknown>> | null;
      return typeof v?.new_password === "string" && typeof v?.confirm_password === "string";
    },
  });
export type PasswordFormValues = z.infer<typeof passwordFormSchema>;
