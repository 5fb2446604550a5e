import type { Metadata } from "next";
import { initialAccountType } from "@/components/auth/account-type";
import { LoginScreen } from "@/components/auth/login-screen";
import { ProviderButtons } from "@/components/auth/provider-buttons";
import { nextFromQuery } from "@/lib/auth/next-path";
import { oauthFailureFromQuery } from "@/lib/auth/oauth/messages";
import { configuredProviders } from "@/lib/auth/oauth/providers";
import { getConfig } from "@/lib/config";

export const metadata: Metadata = { title: "Log in" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  const config = getConfig();
  const initialType = initialAccountType(params.role);
  const next = nextFromQuery(params.next);
  return (
    <LoginScreen
      initialType={initialType}
      next={next}
      demoAccounts={config.DEMO_ACCOUNTS}
      oauthFailure={oauthFailureFromQuery(params.oauth_error, params.provider)}
      providerButtons={
        <ProviderButtons
          providers={configuredProviders(config)}
          forSeers={initialType === 1}
          next={next}
        />
      }
    />
  );
}
