import type { Metadata } from "next";
import Link from "next/link";
import { AuthHeading } from "@/components/auth/auth-heading";
import { buttonClasses } from "@/components/ui/button";
import { ensureReady } from "@/lib/startup";
import { verifyEmailWithToken } from "@/lib/users/verification";

export const metadata: Metadata = { title: "Verify your email" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The verification email's link: proves the address (signed in or not) and says so. */
export default async function VerifyEmailPage({ searchParams }: Props) {
  const { token } = await searchParams;
  await ensureReady();
  const result = typeof token === "string" && token ? await verifyEmailWithToken(token) : "invalid";
  if (result === "verified") {
    return (
      <div className="flex flex-col gap-4">
        <AuthHeading title="Your email is verified">
          Thank you: your address is confirmed.
        </AuthHeading>
        <Link href="/dashboard" className={buttonClasses("primary")}>
          Go to your dashboard
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <AuthHeading title="This link does not work">
        It is expired, or it was sent to an address your account no longer uses. Ask for a new one
        from your account: the notice at the top of your dashboard sends it.
      </AuthHeading>
      <Link href="/dashboard" className={buttonClasses("primary")}>
        Go to your dashboard
      </Link>
    </div>
  );
}
