/** Shared steps of the BFF routes: same-origin check and the cookie that carries the session. */
import "server-only";
import { errors } from "@/lib/api/errors";
import { isSameOriginRequest } from "@/lib/api/request-info";
import { signAccessToken } from "@/lib/auth/tokens";
import type { UserRow } from "@/lib/db/schema";
import { toPublicUser } from "@/lib/users/public";
import { clearedSessionCookie, sessionCookie } from "./cookie";
import { ACCESS_COOKIE } from "./current-user";

/** Login and sign-up forms post only from our own pages (no login CSRF). */
export function requireOwnOrigin(req: Request): void {
  if (!isSameOriginRequest(req)) throw errors.crossSite();
}

/** The session goes into an httpOnly cookie; the body carries the user, never the token. */
export async function sessionResponse(user: UserRow): Promise<Response> {
  const response = Response.json({ user: toPublicUser(user) });
  response.headers.append("Set-Cookie", sessionCookie(ACCESS_COOKIE, await signAccessToken(user)));
  return response;
}

export function loggedOutResponse(): Response {
  const response = Response.json({ message: "Logged out" });
  response.headers.append("Set-Cookie", clearedSessionCookie(ACCESS_COOKIE));
  return response;
}
