"use client";
/**
 * The inside of both password forms (Change Password, Set a password): the new password twice and
 * the submit button, after the current password when the form asks for it. It reads the form
 * from the FormProvider around it, as the two forms hold different values.
 */
import { useFormContext } from "react-hook-form";
import { useCurrentUser } from "@/components/app/session-provider";
import { Button } from "@/components/ui/button";
import { PasswordField } from "@/components/ui/password-field";
import type { PasswordFormValues, SetPasswordFormValues } from "./schemas";

/** Either form's values: Set a password has no current password. */
type Values = SetPasswordFormValues & Partial<Pick<PasswordFormValues, "current_password">>;

const FIELDS = [
  { name: "current_password", label: "Current Password", autoComplete: "current-password" },
  { name: "new_password", label: "Set Password", autoComplete: "new-password" },
  { name: "confirm_password", label: "Confirm Password", autoComplete: "new-password" },
] as const;

type Props = {
  /** Only for Change Password, whose schema holds the current password. */
  askCurrent?: boolean;
  submitLabel: string;
};

export function PasswordFields({ askCurrent = false, submitLabel }: Props) {
  const user = useCurrentUser();
  const { register, formState } = useFormContext<Values>();
  const { errors, isSubmitting } = formState;
  const fields = askCurrent ? FIELDS : FIELDS.filter((f) => f.name !== "current_password");
  return (
    <>
      {/* Lets password managers tell whose password this is. */}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={user.email}
        readOnly
        hidden
      />
      {fields.map(({ name, label, autoComplete }) => (
        <PasswordField
          key={name}
          label={label}
          autoComplete={autoComplete}
          required
          error={errors[name]?.message}
          {...register(name)}
        />
      ))}
      <div>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
