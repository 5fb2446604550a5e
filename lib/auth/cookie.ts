/**
 * The session cookie's one definition: its name and attributes (httpOnly, Secure, SameSite=Lax,
 * Path=/, one day). Imports nothing, so the proxy can read the cookie without the database drivers.
 */
export const SESSION_COOKIE = "access_token";

const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24;

const ATTRIBUTES = "Path=/; HttpOnly; Secure; SameSite=Lax";

export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; Max-Age=${SESSION_MAX_AGE_SECONDS}; ${ATTRIBUTES}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`;
}
