/**
 * A Facebook sign-up that still needs an email (accounts made on phones may have none): the
 * checked identity waits in a signed, short-lived httpOnly cookie while the person types one.
 */
import "server-only";
import { jwtVerify, SignJWT } from "jose";
import { getConfig } from "@/lib/config";
import type { ProviderProfile } from "./flow";
import { isProviderId } from "./providers";

export const PENDING_COOKIE = "oauth_pending";
const PENDING_MINUTES = 15;
const ATTRIBUTES = "Path=/; HttpOnly; Secure; SameSite=Lax";

export type PendingSignup = {
  profile: Omit<ProviderProfile, "email" | "emailVerified">;
  type: 0 | 1;
  next: string | null;
};

const key = () => new TextEncoder().encode(getConfig().SECRET_KEY);

export async function pendingCookie(pending: PendingSignup): Promise<string> {
  const token = await new SignJWT({ ...pending, use: "oauth-pending" })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt()
    .setExpirationTime(`${PENDING_MINUTES}m`)
    .sign(key());
  return `${PENDING_COOKIE}=${token}; Max-Age=${PENDING_MINUTES * 60}; ${ATTRIBUTES}`;
}

export function clearedPendingCookie(): string {
  return `${PENDING_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`;
}

const text = (value: unknown) => (typeof value === "string" ? value : null);

export async function readPending(token: string | undefined): Promise<PendingSignup | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: ["HS256"] });
    const profile = payload.profile as Record<string, unknown> | undefined;
    const subject = text(profile?.subject);
    if (
      payload.use !== "oauth-pending" ||
      !profile ||
      !isProviderId(profile.provider) ||
      !subject
    ) {
      return null;
    }
    return {
      profile: {
        provider: profile.provider,
        subject,
        firstname: text(profile.firstname),
        lastname: text(profile.lastname),
        fullName: text(profile.fullName),
      },
      type: payload.type === 1 ? 1 : 0,
      next: text(payload.next),
    };
  } catch {
    return null;
  }
}
