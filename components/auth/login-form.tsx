"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { PasswordField } from "@/components/ui/password-field";
import { SelectField } from "@/components/ui/select-field";
import { withNext } from "@/lib/auth/next-path";
import { type LoginForm as LoginValues, loginFormSchema } from "@/lib/auth/schema";
import { sendJson } from "@/lib/client/request";
import { toast } from "@/lib/client/toasts";
import { type SignedIn, setViewer } from "@/lib/client/viewer";
import { ACCOUNT_TYPE_OPTIONS } from "./account-type";
import { validateWhenFilled } from "./validate-when-filled";

type Props = {
  initialType: 0 | 1;
  /** Where to go once signed in (a path on this site), kept on the way to Sign Up. */
  next: string | null;
  demoAccounts: boolean;
  onForgotPassword: () => void;
  /** Continue with Google / Facebook, rendered by the page (plain links). */
  providerButtons?: ReactNode;
  /** Why the last round trip with a provider did not sign in, if it just failed. */
  initialFailure?: string | null;
};

export function LoginForm({
  initialType,
  next,
  demoAccounts,
  onForgotPassword,
  providerButtons,
  initialFailure = null,
}: Props) {
  const router = useRouter();
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(initialFailure);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: "", password: "", type: initialType },
  });
  const { errors } = form.formState;
  const canSubmit = loginFormSchema.safeParse(form.watch()).success;

  async function signIn(url: string, body: unknown) {
    setLoading(true);
    setFailure(null);
    const result = await sendJson<SignedIn>(`POST`, url, body, "Login failed");
    if (result.ok) {
      // The header shows the name at once, on this page and the next, without asking again.
      await setViewer(result.data.user);
      toast.success("Login successful!");
      router.push(next ?? "/");
      router.refresh();
      return;
    }
    setLoading(false);
    setFailure(result.message);
    toast.error("Login failed!", { description: result.message });
  }

  return (
    <div className="flex flex-col gap-6">
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => signIn("/api/auth/login", values))}
        className="flex flex-col gap-4"
      >
        <FormAlert message={failure} />
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
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register("password", validateWhenFilled(form, "password"))}
        />
        <SelectField
          label="Account type"
          options={ACCOUNT_TYPE_OPTIONS}
          {...form.register("type", { setValueAs: Number })}
        />
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onForgotPassword}
            className="min-h-11 text-sm font-medium text-accent hover:underline"
          >
            Forgot Password?
          </button>
        </div>
        <Button type="submit" disabled={!canSubmit || loading} aria-busy={loading}>
          {loading ? "Logging in..." : "Login"}
        </Button>
      </form>

      {demoAccounts ? (
        <div className="flex flex-col gap-3">
          <p className="text-center text-xs font-medium uppercase tracking-wider text-ink-muted">
            Or try a demo account
          </p>
          <div className="grid grid-cols-2 gap-3">
            <Button
              variant="secondary"
              disabled={loading}
              onClick={() => signIn("/api/auth/demo", { role: "seer" })}
            >
              Demo Healer
            </Button>
            <Button
              variant="secondary"
              disabled={loading}
              onClick={() => signIn("/api/auth/demo", { role: "user" })}
            >
              Demo Seeker
            </Button>
          </div>
        </div>
      ) : null}

      {providerButtons}

      <p className="text-center text-sm text-ink-muted">
        New here?{" "}
        <Link
          href={withNext("/signup", next)}
          className="font-semibold text-accent hover:underline"
        >
          Sign Up
        </Link>
      </p>
    </div>
  );
}
