"use client";
/** Password: the current one and the new one twice. The API re-issues the session cookie. */
import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm } from "react-hook-form";
import useSWR from "swr";
import { fetchJson } from "@/lib/client/fetcher";
import { sendJson } from "@/lib/client/request";
import { showError, showSuccess } from "@/lib/client/toasts";
import type { SignInMethods } from "@/lib/users/identities-schema";
import { SIGN_IN_METHODS_URL } from "./connected-accounts-section";
import { PasswordFields } from "./password-fields";
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
  const form = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    mode: "onBlur",
    criteriaMode: "all",
    defaultValues: EMPTY,
  });

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
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(save)} className="flex flex-col gap-4">
          <PasswordFields askCurrent submitLabel="Save" />
        </form>
      </FormProvider>
    </SettingsCard>
  );
}
