import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { AuthHeading } from "./auth-heading";

/** A missing, used or expired reset link: say so, and offer a new one. */
export function InvalidResetLink() {
  return (
    <div className="flex flex-col gap-4">
      <AuthHeading title="Invalid token">
        This password reset link is missing, expired or already used. Each link works once, for 48
        hours.
      </AuthHeading>
      <Link href="/recover-password" className={buttonClasses("primary")}>
        Send me a new link
      </Link>
    </div>
  );
}
