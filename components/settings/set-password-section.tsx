"use client";
/** Set a password, for an account made through Google or Facebook (it has none to change yet). */
import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm } from "react-hook-form";
import { sendJson } from "@/lib/client/request";
import { showError, showSuccess } from "@/lib/client/toasts";
import { PasswordFields } from "./password-fields";
import { type SetPasswordFormValues, setPasswordFormSchema } from "./schemas";
import { SettingsCard } from "./settings-card";

const EMPTY: SetPasswordFormValues = { new_password: "", confirm_password: "" };

export function SetPasswordSection({ onSet }: { onSet: () => void }) {
  const form = useForm<SetPasswordFormValues>({
    resolver: zodResolver(setPasswordFormSchema),
    mode: "onBlur",
    criteriaMode: "all",
    defaultValues: EMPTY,
  });

  async function save({ new_password }: SetPasswordFormValues) {
    const result = await sendJson("POST", "/api/v1/users/me/password", { new_password });
    if (!result.ok) return showError(result.message);
    showSuccess("Password set: you can now log in with your email and password too.");
    form.reset(EMPTY);
    onSet();
  }

  return (
    <SettingsCard
      title="Set a password"
      description="You sign in with Google or Facebook. Add a password to log in with your email too."
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(save)} className="flex flex-col gap-4">
          <PasswordFields submitLabel="Set password" />
        </form>
      </FormProvider>
    </SettingsCard>
  );
}
