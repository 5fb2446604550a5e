import type { Metadata } from "next";
import { initialAccountType } from "@/components/auth/account-type";
import { AuthHeading } from "@/components/auth/auth-heading";
import { SignupForm } from "@/components/auth/signup-form";
import { nextFromQuery } from "@/lib/auth/next-path";
import { BRAND_NAME } from "@/lib/brand";

export const metadata: Metadata = { title: "Sign up" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignupPage({ searchParams }: Props) {
  const { role, next } = await searchParams;
  return (
    <>
      <AuthHeading title={`Join ${BRAND_NAME}`}>
        Create your account as a seeker, or as a Seer who guides others.
      </AuthHeading>
      <SignupForm initialType={initialAccountType(role)} next={nextFromQuery(next)} />
    </>
  );
}
