import type { Metadata } from "next";
import { AuthHeading } from "@/components/auth/auth-heading";
import { TemplateSignupForm } from "@/components/auth/template-signup-form";
import { nextFromQuery } from "@/lib/auth/next-path";

export const metadata: Metadata = { title: "Sign up" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function TemplateSignupPage({ searchParams }: Props) {
  const { next } = await searchParams;
  return (
    <>
      <AuthHeading title="Sign up">Create your account in a minute.</AuthHeading>
      <TemplateSignupForm next={nextFromQuery(next)} />
    </>
  );
}
