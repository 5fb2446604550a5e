/** The answers of the sign-in round trip's routes: always a redirect (303), never a 500. */
import "server-only";
import { withNext } from "@/lib/auth/next-path";
import type { OAuthFailure } from "./messages";
import type { ProviderId } from "./providers";

export function redirectTo(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ Location: location, "Cache-Control": "no-store" });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 303, headers });
}

/** Back to the login page (or Settings, when connecting) with the reason, keeping `next`. */
export function failureLocation(
  failure: OAuthFailure,
  provider: ProviderId,
  { next, connecting }: { next: string | null; connecting: boolean },
): string {
  const query = new URLSearchParams({ oauth_error: failure, provider });
  if (connecting) return `/settings?tab=connected&${query}`;
  const login = withNext("/login", next);
  return `${login}${login.includes("?") ? "&" : "?"}${query}`;
}
