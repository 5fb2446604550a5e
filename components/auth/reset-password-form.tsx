"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { PasswordField } from "@/components/ui/password-field";
import { resetPasswordFormSchema } from "@/lib/auth/schema";
import { sendJson } from "@/lib/client/request";
import { toast } from "@/lib/client/toasts";
import { InvalidResetLink } from "./invalid-reset-link";

type Values = z.infer<typeof resetPasswordFormSchema>;

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [invalidToken, setInvalidToken] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: "onBlur",
    criteriaMode: "all",
    defaultValues: { new_password: "", confirm_password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function reset({ new_password }: Values) {
    setFailure(null);
    const result = await sendJson("POST", "/api/v1/reset-password/", { token, new_password });
    if (result.ok) {
      toast.success("Success!", { description: "Password updated successfully." });
      router.push("/login");
      return;
    }
    if (result.message === "Invalid token") setInvalidToken(true);
    else setFailure(result.message);
  }

  if (invalidToken) return <InvalidResetLink />;
  return (
    <form noValidate onSubmit={form.handleSubmit(reset)} className="flex flex-col gap-4">
      <FormAlert message={failure} />
      <PasswordField
        label="Set Password"
        autoComplete="new-password"
        error={errors.new_password?.message}
        {...form.register("new_password")}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...form.register("confirm_password")}
      />
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? "Saving..." : "Reset Password"}
      </Button>
    </form>
  );
}
