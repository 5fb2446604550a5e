/**
 * What the login page (or Settings) says when a round trip with a provider ends without signing in:
 * one code in the URL, one sentence here. No code ever names a secret or a token.
 */
import { isProviderId, PROVIDER_LABELS, type ProviderId } from "./providers";

export const OAUTH_FAILURES = [
  "denied",
  "state",
  "failed",
  "unavailable",
  "link_required",
  "inactive",
  "taken",
  "unconfigured",
] as const;
export type OAuthFailure = (typeof OAUTH_FAILURES)[number];

export function isOAuthFailure(value: unknown): value is OAuthFailure {
  return OAUTH_FAILURES.includes(value as OAuthFailure);
}

export function oauthFailureMessage(failure: OAuthFailure, provider: ProviderId): string {
  const name = PROVIDER_LABELS[provider];
  switch (failure) {
    case "denied":
      return `Signing in with ${name} was cancelled. Nothing was changed.`;
    case "state":
      return `That sign-in with ${name} has expired or was already used. Please try again.`;
    case "failed":
      return `We could not confirm your sign-in with ${name}. Please try again.`;
    case "unavailable":
      return `${name} is not answering right now. Please try again in a moment, or log in with your password.`;
    case "link_required":
      return `An account already uses this email. Log in with its password, then connect ${name} in Settings → Connected accounts.`;
    case "inactive":
      return "Inactive user";
    case "taken":
      return `That ${name} account is already connected to another account.`;
    case "unconfigured":
      return `Signing in with ${name} is not available on this site.`;
  }
}

type Query = string | string[] | undefined;

/** The login page's or Settings' `?oauth_error=&provider=`, as the sentence to show (null if none). */
export function oauthFailureFromQuery(error: Query, provider: Query): string | null {
  if (!isOAuthFailure(error) || !isProviderId(provider)) return null;
  return oauthFailureMessage(error, provider);
}
