"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { TextField } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { PasswordField } from "@/components/ui/password-field";
import { SelectField } from "@/components/ui/select-field";
import { afterSignupPath, withNext } from "@/lib/auth/next-path";
import { type SignupForm as SignupValues, signupFormSchema } from "@/lib/auth/schema";
import { sendJson } from "@/lib/client/request";
import { browserTimeZone } from "@/lib/client/time-zone";
import { toast } from "@/lib/client/toasts";
import { type SignedIn, setViewer } from "@/lib/client/viewer";
import { COUNTRIES } from "@/lib/users/schema";
import { ACCOUNT_TYPE_OPTIONS } from "./account-type";
import { validateWhenFilled } from "./validate-when-filled";

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c, label: c }));

type Props = {
  initialType: 0 | 1;
  /** Where the person was going (a path on this site), kept through sign-up and to Log in. */
  next: string | null;
  /** Continue with Google / Facebook, rendered by the page (plain links). */
  providerButtons?: ReactNode;
};

export function SignupForm({ initialType, next, providerButtons }: Props) {
  const router = useRouter();
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignupValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: {
      firstname: "",
      lastname: "",
      email: "",
      password: "",
      country: "USA",
      type: initialType,
      newsletter: false,
    },
  });
  const { errors } = form.formState;
  const canSubmit = signupFormSchema.safeParse(form.watch()).success;

  async function signUp({ terms: _terms, ...values }: SignupValues) {
    setLoading(true);
    setFailure(null);
    const body = { ...values, timezone: browserTimeZone() };
    const result = await sendJson<SignedIn>("POST", "/api/auth/signup", body, "Signup failed");
    if (result.ok) {
      await setViewer(result.data.user);
      toast.success("Signup successful!");
      router.push(afterSignupPath(result.data.user.type, next));
      router.refresh();
      return;
    }
    setLoading(false);
    setFailure(result.message);
    toast.error("Signup failed!", { description: result.message });
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(signUp)} className="flex flex-col gap-4">
      <FormAlert message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstname?.message}
          {...form.register("firstname", validateWhenFilled(form, "firstname"))}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastname?.message}
          {...form.register("lastname", validateWhenFilled(form, "lastname"))}
        />
      </div>
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register("email", validateWhenFilled(form, "email"))}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register("password", validateWhenFilled(form, "password"))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Country" options={COUNTRY_OPTIONS} {...form.register("country")} />
        <SelectField
          label="Account type"
          options={ACCOUNT_TYPE_OPTIONS}
          {...form.register("type", { setValueAs: Number })}
        />
      </div>
      <CheckboxField
        label="I accept the Terms of Service and the Privacy Policy"
        error={errors.terms?.message}
        {...form.register("terms")}
      />
      <CheckboxField
        label="Send me news about events and new Seers (you can stop any time)"
        {...form.register("newsletter")}
      />
      <Button type="submit" disabled={!canSubmit || loading} aria-busy={loading}>
        {loading ? "Signing Up..." : "Sign Up"}
      </Button>
      {providerButtons}
      <p className="text-center text-sm text-ink-muted">
        Already have an account?{" "}
        <Link href={withNext("/login", next)} className="font-semibold text-accent hover:underline">
          Log in
        </Link>
      </p>
    </form>
  );
}
