"use client";
/** Password: the current one and the new one twice. The API re-issues the session cookie. */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import useSWR from "swr";
import { useCurrentUser } from "@/components/app/session-provider";
import { Button } from "@/components/ui/button";
import { PasswordField } from "@/components/ui/password-field";
import { fetchJson } from "@/lib/client/fetcher";
import { sendJson } from "@/lib/client/request";
import { showError, showSuccess } from "@/lib/client/toasts";
import type { SignInMethods } from "@/lib/users/identities-schema";
import { SIGN_IN_METHODS_URL } from "./connected-accounts-section";
import { type PasswordFormValues, passwordFormSchema } from "./schemas";
import { SetPasswordSection } from "./set-password-section";
import { SettingsCard } from "./settings-card";

const EMPTY: PasswordFormValues = { current_password: "", new_password: "", confirm_password: "" };

/** Change Password; or Set a password when the account was made through a provider and has none. */
export function PasswordSection() {
  const { data, mutate } = useSWR<SignInMethods>(SIGN_IN_METHODS_URL, fetchJson);
  // Which form fits is known once the account's sign-in methods are: nothing shows until then.
  if (!data) return null;
  if (!data.has_password) return <SetPasswordSection onSet={() => void mutate()} />;
  return <ChangePasswordSection />;
}

function ChangePasswordSection() {
  const user = useCurrentUser();
  const form = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    mode: "onBlur",
    criteriaMode: "all",
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  async function save({ current_password, new_password }: PasswordFormValues) {
    const result = await sendJson("PATCH", "/api/v1/users/me/password", {
      current_password,
      new_password,
    });
    if (!result.ok) {
      showError(result.message);
      return;
    }
    showSuccess("Password updated successfully.");
    form.reset(EMPTY);
  }

  return (
    <SettingsCard title="Change Password">
      <form noValidate onSubmit={form.handleSubmit(save)} className="flex flex-col gap-4">
        {/* Lets password managers tell whose password this is. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={user.email}
          readOnly
          hidden
        />
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          required
          error={errors.current_password?.message}
          {...form.register("current_password")}
        />
        <PasswordField
          label="Set Password"
          autoComplete="new-password"
          required
          error={errors.new_password?.message}
          {...form.register("new_password")}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          required
          error={errors.confirm_password?.message}
          {...form.register("confirm_password")}
        />
        <div>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            Save
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
