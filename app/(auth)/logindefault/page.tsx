import type { Metadata } from "next";
import { AuthHeading } from "@/components/auth/auth-heading";
import { TemplateLoginForm } from "@/components/auth/template-login-form";
import { nextFromQuery } from "@/lib/auth/next-path";

export const metadata: Metadata = { title: "Log in" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function TemplateLoginPage({ searchParams }: Props) {
  const { next } = await searchParams;
  return (
    <>
      <AuthHeading title="Log in">Use your email address and password.</AuthHeading>
      <TemplateLoginForm next={nextFromQuery(next)} />
    </>
  );
}
