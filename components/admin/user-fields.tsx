"use client";
/** The fields of the add-user and edit-user dialogs. */
import type { UseFormReturn } from "react-hook-form";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { TextField } from "@/components/ui/field";
import { PasswordField } from "@/components/ui/password-field";
import type { UserFormValues } from "./user-form";

export function UserFields({
  form,
  passwordOptional = false,
}: {
  form: UseFormReturn<UserFormValues>;
  passwordOptional?: boolean;
}) {
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="off"
        placeholder="Email"
        required
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        label="Full name"
        autoComplete="off"
        placeholder="Full name"
        error={errors.full_name?.message}
        {...form.register("full_name")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label="Set Password"
          autoComplete="new-password"
          placeholder={passwordOptional ? "Unchanged" : "Password"}
          required={!passwordOptional}
          error={errors.password?.message}
          {...form.register("password", {
            // A confirmation already given is checked again against the new password.
            onBlur: () => {
              if (form.getFieldState("confirm_password").isTouched) {
                void form.trigger("confirm_password");
              }
            },
          })}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          placeholder={passwordOptional ? "Unchanged" : "Password"}
          required={!passwordOptional}
          error={errors.confirm_password?.message}
          {...form.register("confirm_password")}
        />
      </div>
      {passwordOptional ? (
        <p className="-mt-2 text-sm text-ink-muted">
          Leave both password fields empty to keep the current password.
        </p>
      ) : null}
      <fieldset className="flex flex-col gap-3 sm:flex-row sm:gap-8">
        <legend className="sr-only">Role and status</legend>
        <CheckboxField label="Is superuser?" {...form.register("is_superuser")} />
        <CheckboxField label="Is active?" {...form.register("is_active")} />
      </fieldset>
    </>
  );
}
