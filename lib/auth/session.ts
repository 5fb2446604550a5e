/**
 * Who is this: the signed-in user for server components (`getSessionUser`), the caller of a route
 * handler (`requireUser`, `requireSuperuser`, by Bearer token or session cookie), and the start and
 * end of a browser session (`startSession`, `endSession`) for the BFF routes under /api/auth.
 * Users come back with boolean flags (`is_active`, `is_superuser`): nobody decodes a database flag.
 */
import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { ApiError, errors } from "@/lib/api/errors";
import { isSameOriginRequest } from "@/lib/api/request-info";
import { toPublicUser } from "@/lib/users/public";
import { findUserById, type User } from "@/lib/users/queries";
import type { UserPublic } from "@/lib/users/schema";
import { clearedSessionCookie, SESSION_COOKIE, sessionCookie } from "./cookie";
import { signAccessToken, verifyAccessToken } from "./tokens";

export type Caller = { user: User; via: "bearer" | "cookie" };

/** The account type of a Seer (a seeker is 0), as the API's `type` field says. */
export const SEER_TYPE = 1;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      // A cookie that is not valid percent-encoding is no session, not a server error.
      return undefined;
    }
  }
  return undefined;
}

function readToken(req: Request): { token: string; via: Caller["via"] } | undefined {
  const authorization = req.headers.get("authorization");
  if (authorization) {
    const [scheme, token] = authorization.split(" ");
    if (scheme?.toLowerCase() === "bearer" && token) return { token, via: "bearer" };
  }
  const cookie = readCookie(req, SESSION_COOKIE);
  return cookie ? { token: cookie, via: "cookie" } : undefined;
}

/** The user a token names, if the token is genuine, unexpired and not retired by a password change. */
async function userFromToken(token: string): Promise<User | undefined> {
  const claims = await verifyAccessToken(token);
  if (!claims) return undefined;
  const user = await findUserById(claims.sub).catch(() => undefined);
  if (!user || user.password_version !== claims.pwv) return undefined;
  return user;
}

/** The signed-in, active user for a server component, once per request; null for a visitor. */
export const getSessionUser = cache(async (): Promise<UserPublic | null> => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return null;
  try {
    const user = await userFromToken(token);
    return user?.is_active ? toPublicUser(user) : null;
  } catch {
    // A database hiccup shows the page as to a visitor rather than failing it.
    return null;
  }
});

/** When the signed-in user's session began (their sign-in), once per request; null if unknown. */
export const getSessionStart = cache(async (): Promise<Date | null> => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const claims = token ? await verifyAccessToken(token) : null;
  return claims?.iat ? new Date(claims.iat * 1000) : null;
});

/** The active caller of a route handler, or the template's 401/400; cookies only from our own pages. */
export async function requireUser(req: Request): Promise<Caller> {
  const found = readToken(req);
  if (!found) throw errors.notAuthenticated();
  if (found.via === "cookie" && !SAFE_METHODS.has(req.method) && !isSameOriginRequest(req)) {
    throw errors.crossSite();
  }
  const user = await userFromToken(found.token);
  if (!user) throw errors.badCredentials();
  if (!user.is_active) throw errors.inactiveUser();
  return { user, via: found.via };
}

/** The caller when a valid token comes with the request; anyone else is a visitor, never an error. */
export async function optionalCaller(req: Request): Promise<Caller | null> {
  return requireUser(req).catch((error: unknown) => {
    // Only "who is this" answers make a visitor; a database outage stays an outage.
    if (error instanceof ApiError) return null;
    throw error;
  });
}

/** A signed-in Seer (account type 1); a seeker gets 403. */
export async function requireSeer(req: Request): Promise<Caller> {
  const caller = await requireUser(req);
  if (caller.user.type !== SEER_TYPE) throw errors.listingSeersOnly();
  return caller;
}

export async function requireSuperuser(req: Request): Promise<Caller> {
  const caller = await requireUser(req);
  if (!caller.user.is_superuser) throw errors.notSuperuser();
  return caller;
}

/** Login and sign-up forms post only from our own pages (no login CSRF). */
export function requireOwnOrigin(req: Request): void {
  if (!isSameOriginRequest(req)) throw errors.crossSite();
}

/**
 * Puts a fresh session for `user` into an httpOnly cookie on `response`; by default the response
 * carries the user, never the token.
 */
export async function startSession(
  user: User,
  response: Response = Response.json({ user: toPublicUser(user) }),
): Promise<Response> {
  response.headers.append("Set-Cookie", sessionCookie(await signAccessToken(user)));
  return response;
}

export function endSession(): Response {
  const response = Response.json({ message: "Logged out" });
  response.headers.append("Set-Cookie", clearedSessionCookie());
  return response;
}
