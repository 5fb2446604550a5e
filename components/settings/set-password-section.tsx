"use client";
/** Set a password, for an account made through Google or Facebook (it has none to change yet). */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useCurrentUser } from "@/components/app/session-provider";
import { Button } from "@/components/ui/button";
import { PasswordField } from "@/components/ui/password-field";
import { sendJson } from "@/lib/client/request";
import { showError, showSuccess } from "@/lib/client/toasts";
import { type SetPasswordFormValues, setPasswordFormSchema } from "./schemas";
import { SettingsCard } from "./settings-card";

const EMPTY: SetPasswordFormValues = { new_password: "", confirm_password: "" };

export function SetPasswordSection({ onSet }: { onSet: () => void }) {
  const user = useCurrentUser();
  const form = useForm<SetPasswordFormValues>({
    resolver: zodResolver(setPasswordFormSchema),
    mode: "onBlur",
    criteriaMode: "all",
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

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
      <form noValidate onSubmit={form.handleSubmit(save)} className="flex flex-col gap-4">
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={user.email}
          readOnly
          hidden
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
            Set password
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
