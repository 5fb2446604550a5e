"use client";
/** /logindefault: the template's login (username = email), errors shown inline. */
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { PasswordField } from "@/components/ui/password-field";
import { withNext } from "@/lib/auth/next-path";
import { templateLoginFormSchema } from "@/lib/auth/schema";
import { sendJson } from "@/lib/client/request";
import { type SignedIn, setViewer } from "@/lib/client/viewer";

type Values = z.infer<typeof templateLoginFormSchema>;

export function TemplateLoginForm({ next }: { next: string | null }) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(templateLoginFormSchema),
    mode: "onBlur",
    criteriaMode: "all",
    defaultValues: { username: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function logIn(values: Values) {
    setFailure(null);
    const result = await sendJson<SignedIn>("POST", "/api/auth/login-form", values);
    if (result.ok) {
      await setViewer(result.data.user);
      router.push(next ?? "/");
      router.refresh();
      return;
    }
    // The template shows a server detail as is, and a generic line for a validation list.
    setFailure(result.detailIsList ? "Something went wrong" : result.message);
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(logIn)} className="flex flex-col gap-4">
      <FormAlert message={failure} />
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errors.username?.message}
        {...form.register("username")}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Link
        href="/recover-password"
        className="self-end text-sm font-medium text-accent hover:underline"
      >
        Forgot password?
      </Link>
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? "Logging in..." : "Log In"}
      </Button>
      <p className="text-center text-sm text-ink-muted">
        Don&apos;t have an account?{" "}
        <Link
          href={withNext("/signupdefault", next)}
          className="font-semibold text-accent hover:underline"
        >
          Sign up
        </Link>
      </p>
    </form>
  );
}
