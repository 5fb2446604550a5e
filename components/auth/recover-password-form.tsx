"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { recoverPasswordFormSchema } from "@/lib/auth/schema";
import { sendJson } from "@/lib/client/request";
import { toast } from "@/lib/client/toasts";

type Values = z.infer<typeof recoverPasswordFormSchema>;

export function RecoverPasswordForm() {
  const form = useForm<Values>({
    resolver: zodResolver(recoverPasswordFormSchema),
    mode: "onBlur",
    criteriaMode: "all",
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function recover({ email }: Values) {
    const result = await sendJson("POST", `/api/v1/password-recovery/${encodeURIComponent(email)}`);
    if (!result.ok) {
      toast.error("Error", { description: result.message });
      return;
    }
    toast.success("Email sent.", {
      description: "We sent an email with a link to get back into your account.",
    });
    form.reset();
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(recover)} className="flex flex-col gap-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? "Sending..." : "Continue"}
      </Button>
      <Link
        href="/logindefault"
        className="text-center text-sm font-medium text-accent hover:underline"
      >
        Back to log in
      </Link>
    </form>
  );
}
