import type { Metadata } from "next";
import { cookies } from "next/headers";
import Link from "next/link";
import { AuthHeading } from "@/components/auth/auth-heading";
import { Button, buttonClasses } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { PENDING_COOKIE, readPending } from "@/lib/auth/oauth/pending-signup";
import { PROVIDER_LABELS } from "@/lib/auth/oauth/providers";
import { EMAIL_FORMAT_MESSAGE } from "@/lib/validation/email";

export const metadata: Metadata = { title: "Your email" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PROBLEMS: Record<string, string> = {
  invalid: EMAIL_FORMAT_MESSAGE,
  failed: "Something went wrong. Please try again.",
};

/**
 * The one question a Facebook sign-up may still need answered: an email, when Facebook gave none.
 * A plain form (no script); the address is verified by a link afterwards.
 */
export default async function SignupEmailPage({ searchParams }: Props) {
  const { error } = await searchParams;
  const pending = await readPending((await cookies()).get(PENDING_COOKIE)?.value);
  if (!pending) {
    return (
      <div className="flex flex-col gap-4">
        <AuthHeading title="This sign-up has expired">
          Please start again: it only takes a moment.
        </AuthHeading>
        <Link href="/signup" className={buttonClasses("primary")}>
          Back to sign up
        </Link>
      </div>
    );
  }
  const provider = PROVIDER_LABELS[pending.profile.provider];
  const name = pending.profile.firstname ?? pending.profile.fullName;
  return (
    <>
      <AuthHeading title="One more step: your email">
        {name ? `Welcome, ${name}. ` : ""}
        {provider} did not share an email address with us. Which one should your account use? We
        will send a link to confirm it.
      </AuthHeading>
      <form method="post" action="/api/auth/oauth/email" className="flex flex-col gap-4">
        <FormAlert message={typeof error === "string" ? PROBLEMS[error] : null} />
        <TextField
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
        <Button type="submit">Create my account</Button>
      </form>
    </>
  );
}
