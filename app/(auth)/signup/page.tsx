import type { Metadata } from "next";
import { initialAccountType } from "@/components/auth/account-type";
import { AuthHeading } from "@/components/auth/auth-heading";
import { ProviderButtons } from "@/components/auth/provider-buttons";
import { SignupForm } from "@/components/auth/signup-form";
import { nextFromQuery } from "@/lib/auth/next-path";
import { configuredProviders } from "@/lib/auth/oauth/providers";
import { BRAND_NAME } from "@/lib/brand";
import { getConfig } from "@/lib/config";

export const metadata: Metadata = { title: "Sign up" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignupPage({ searchParams }: Props) {
  const { role, next } = await searchParams;
  const initialType = initialAccountType(role);
  const safeNext = nextFromQuery(next);
  return (
    <>
      <AuthHeading title={`Join ${BRAND_NAME}`}>
        Create your account as a seeker, or as a Seer who guides others.
      </AuthHeading>
      <SignupForm
        initialType={initialType}
        next={safeNext}
        providerButtons={
          <ProviderButtons
            providers={configuredProviders(getConfig())}
            forSeers={initialType === 1}
            next={safeNext}
          />
        }
      />
    </>
  );
}
