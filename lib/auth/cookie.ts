/** The session cookie's one definition: httpOnly, Secure, SameSite=Lax, Path=/, one day. */
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24;

export function sessionCookie(name: string, token: string): string {
  return `${name}=${token}; Path=/; Max-Age=${SESSION_MAX_AGE_SECONDS}; HttpOnly; Secure; SameSite=Lax`;
}

export function clearedSessionCookie(name: string): string {
  return `${name}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;
}
