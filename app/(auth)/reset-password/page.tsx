import type { Metadata } from "next";
import { AuthHeading } from "@/components/auth/auth-heading";
import { InvalidResetLink } from "@/components/auth/invalid-reset-link";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { ensureReady } from "@/lib/startup";
import { resetTokenIsUsable } from "@/lib/users/recovery";

export const metadata: Metadata = { title: "Reset password" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token } = await searchParams;
  if (typeof token !== "string" || !token) return <InvalidResetLink />;
  await ensureReady();
  // A used or expired link is refused now, not after the person has typed a new password.
  if (!(await resetTokenIsUsable(token))) return <InvalidResetLink />;
  return (
    <>
      <AuthHeading title="Reset Password">
        Please enter your new password and confirm it to reset your password.
      </AuthHeading>
      <ResetPasswordForm token={token} />
    </>
  );
}
