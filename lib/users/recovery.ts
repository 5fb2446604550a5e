/** Password recovery: the reset email for an address, built the same way for sending and previewing. */
import "server-only";
import { signResetToken, verifyResetToken } from "@/lib/auth/tokens";
import { getConfig } from "@/lib/config";
import { resetPasswordEmail } from "@/lib/email/reset-password";
import type { Email } from "@/lib/email/types";
import { findUserById, type User } from "./queries";

/** `base`: the site's public address the link points at (lib/site-url.ts). */
export async function recoveryEmailFor(user: User, base: string): Promise<Email> {
  const config = getConfig();
  return resetPasswordEmail({
    to: user.email,
    base,
    token: await signResetToken(user),
    validHours: config.EMAIL_RESET_TOKEN_EXPIRE_HOURS,
  });
}

/** Whether a reset link can still be used, so the page says "Invalid token" before anyone types. */
export async function resetTokenIsUsable(token: string): Promise<boolean> {
  const claims = await verifyResetToken(token);
  if (!claims) return false;
  const user = await findUserById(claims.sub).catch(() => undefined);
  return user !== undefined && user.password_version === claims.pwv && user.is_active;
}
