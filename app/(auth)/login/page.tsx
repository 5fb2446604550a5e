import type { Metadata } from "next";
import { initialAccountType } from "@/components/auth/account-type";
import { LoginScreen } from "@/components/auth/login-screen";
import { safeNextPath } from "@/lib/auth/next-path";
import { getConfig } from "@/lib/config";

export const metadata: Metadata = { title: "Log in" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  const next = typeof params.next === "string" ? safeNextPath(params.next) : "/";
  return (
    <LoginScreen
      initialType={initialAccountType(params.role)}
      next={next}
      demoAccounts={getConfig().DEMO_ACCOUNTS}
    />
  );
}
