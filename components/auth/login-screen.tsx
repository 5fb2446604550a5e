"use client";
/** /login: the login form and the forgot-password panel, toggled both ways. */
import { type ReactNode, useState } from "react";
import { BRAND_NAME } from "@/lib/brand";
import { AuthHeading } from "./auth-heading";
import { ForgotPasswordPanel } from "./forgot-password-panel";
import { LoginForm } from "./login-form";

type Props = {
  initialType: 0 | 1;
  next: string | null;
  demoAccounts: boolean;
  providerButtons?: ReactNode;
  oauthFailure?: string | null;
};

export function LoginScreen({
  initialType,
  next,
  demoAccounts,
  providerButtons,
  oauthFailure,
}: Props) {
  const [mode, setMode] = useState<"login" | "forgot">("login");
  if (mode === "forgot") {
    return <ForgotPasswordPanel onCancel={() => setMode("login")} />;
  }
  return (
    <>
      <AuthHeading title={`Log in to ${BRAND_NAME}`}>
        Welcome back. Your guides are waiting.
      </AuthHeading>
      <LoginForm
        initialType={initialType}
        next={next}
        demoAccounts={demoAccounts}
        onForgotPassword={() => setMode("forgot")}
        providerButtons={providerButtons}
        initialFailure={oauthFailure}
      />
    </>
  );
}
