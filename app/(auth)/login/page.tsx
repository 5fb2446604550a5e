import type { Metadata } from "next";
import { initialAccountType } from "@/components/auth/account-type";
import { LoginScreen } from "@/components/auth/login-screen";
import { nextFromQuery } from "@/lib/auth/next-path";
import { getConfig } from "@/lib/config";

export const metadata: Metadata = { title: "Log in" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  return (
    <LoginScreen
      initialType={initialAccountType(params.role)}
      next={nextFromQuery(params.next)}
      demoAccounts={getConfig().DEMO_ACCOUNTS}
    />
  );
}
