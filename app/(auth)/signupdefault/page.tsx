import type { Metadata } from "next";
import { AuthHeading } from "@/components/auth/auth-heading";
import { TemplateSignupForm } from "@/components/auth/template-signup-form";

export const metadata: Metadata = { title: "Sign up" };

export default function TemplateSignupPage() {
  return (
    <>
      <AuthHeading title="Sign up">Create your account in a minute.</AuthHeading>
      <TemplateSignupForm />
    </>
  );
}
