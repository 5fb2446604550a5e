import type { Metadata } from "next";
import { AuthHeading } from "@/components/auth/auth-heading";
import { ProviderButtons } from "@/components/auth/provider-buttons";
import { TemplateSignupForm } from "@/components/auth/template-signup-form";
import { nextFromQuery } from "@/lib/auth/next-path";
import { configuredProviders } from "@/lib/auth/oauth/providers";
import { getConfig } from "@/lib/config";

export const metadata: Metadata = { title: "Sign up" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function TemplateSignupPage({ searchParams }: Props) {
  const { next } = await searchParams;
  const safeNext = nextFromQuery(next);
  return (
    <>
      <AuthHeading title="Sign up">Create your account in a minute.</AuthHeading>
      <TemplateSignupForm
        next={safeNext}
        providerButtons={
          <ProviderButtons
            providers={configuredProviders(getConfig())}
            forSeers={false}
            next={safeNext}
          />
        }
      />
    </>
  );
}
