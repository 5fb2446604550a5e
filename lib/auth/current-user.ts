/** Who is calling: a Bearer token or the access_token cookie, verified against the user's current state. */
import "server-only";
import { errors } from "@/lib/api/errors";
import { isSameOriginRequest } from "@/lib/api/request-info";
import type { UserRow } from "@/lib/db/schema";
import { readFlag } from "@/lib/db/values";
import { findUserById } from "@/lib/users/queries";
import { verifyAccessToken } from "./tokens";

export const ACCESS_COOKIE = "access_token";

export type Caller = { user: UserRow; via: "bearer" | "cookie" };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

function readToken(req: Request): { token: string; via: Caller["via"] } | undefined {
  const authorization = req.headers.get("authorization");
  if (authorization) {
    const [scheme, token] = authorization.split(" ");
    if (scheme?.toLowerCase() === "bearer" && token) return { token, via: "bearer" };
  }
  const cookie = readCookie(req, ACCESS_COOKIE);
  return cookie ? { token: cookie, via: "cookie" } : undefined;
}

/** The user a token names, if the token is genuine, unexpired and not retired by a password change. */
export async function userFromToken(token: string): Promise<UserRow | undefined> {
  const claims = await verifyAccessToken(token);
  if (!claims) return undefined;
  const user = await findUserById(claims.sub).catch(() => undefined);
  if (!user || user.password_version !== claims.pwv) return undefined;
  return user;
}

export async function requireUser(req: Request): Promise<Caller> {
  const found = readToken(req);
  if (!found) throw errors.notAuthenticated();
  if (found.via === "cookie" && !SAFE_METHODS.has(req.method) && !isSameOriginRequest(req)) {
    throw errors.crossSite();
  }
  const user = await userFromToken(found.token);
  if (!user) throw errors.badCredentials();
  if (!readFlag(user.is_active)) throw errors.inactiveUser();
  return { user, via: found.via };
}

export async function requireSuperuser(req: Request): Promise<Caller> {
  const caller = await requireUser(req);
  if (!readFlag(caller.user.is_superuser)) throw errors.notSuperuser();
  return caller;
}
