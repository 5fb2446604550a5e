"use client";
/** /signupdefault: the template's sign-up (email, full name, password twice). */
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { PasswordField } from "@/components/ui/password-field";
import { afterSignupPath, withNext } from "@/lib/auth/next-path";
import { templateSignupFormSchema } from "@/lib/auth/schema";
import { sendJson } from "@/lib/client/request";
import { browserTimeZone } from "@/lib/client/time-zone";
import { toast } from "@/lib/client/toasts";
import { type SignedIn, setViewer } from "@/lib/client/viewer";

type Values = z.infer<typeof templateSignupFormSchema>;

export function TemplateSignupForm({
  next,
  providerButtons,
}: {
  next: string | null;
  /** Continue with Google / Facebook, rendered by the page (plain links). */
  providerButtons?: ReactNode;
}) {
  const router = useRouter();
  const form = useForm<Values>({
    resolver: zodResolver(templateSignupFormSchema),
    mode: "onBlur",
    criteriaMode: "all",
    defaultValues: { full_name: "", email: "", password: "", confirm_password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function signUp({ confirm_password: _confirm, ...values }: Values) {
    const body = { ...values, timezone: browserTimeZone() };
    const result = await sendJson<SignedIn>("POST", "/api/auth/signup", body);
    if (!result.ok) {
      toast.error("Something went wrong.", { description: result.message });
      return;
    }
    await setViewer(result.data.user);
    toast.success("Account created.", {
      description: "Your account has been created successfully.",
    });
    // The template sends a new account to /login, where the request rules would carry a
    // signed-in account on to the home page; going on directly (to `next`, else home) keeps
    // that outcome without the redirect hop, which made the client router fall back to a full
    // page load (and so drop the toast above).
    router.push(afterSignupPath(result.data.user.type, next));
    router.refresh();
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(signUp)} className="flex flex-col gap-4">
      <TextField
        label="Full Name"
        autoComplete="name"
        error={errors.full_name?.message}
        {...form.register("full_name")}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...form.register("confirm_password")}
      />
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? "Signing up..." : "Sign Up"}
      </Button>
      {providerButtons}
      <p className="text-center text-sm text-ink-muted">
        Already have an account?{" "}
        <Link
          href={withNext("/logindefault", next)}
          className="font-semibold text-accent hover:underline"
        >
          Log In
        </Link>
      </p>
    </form>
  );
}
