import type { Metadata } from "next";
import { AuthHeading } from "@/components/auth/auth-heading";
import { RecoverPasswordForm } from "@/components/auth/recover-password-form";

export const metadata: Metadata = { title: "Password recovery" };

export default function RecoverPasswordPage() {
  return (
    <>
      <AuthHeading title="Password Recovery">
        A password recovery email will be sent to the registered account.
      </AuthHeading>
      <RecoverPasswordForm />
    </>
  );
}
