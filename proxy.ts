/**
 * Request-time rules, optimistic only (pages and the API authorize for real):
 * CORS for /api/v1; signed-in visitors are sent on from the auth pages (to their `next`, else
 * home); visitors without a session are sent from the signed-in area to /login?next=...; a bad or
 * expired cookie is cleared; every page gets a Content-Security-Policy with a fresh script nonce,
 * except a page rendered for the shared page cache, whose policy the cache completes with the
 * hashes of its inline scripts.
 */
import { type NextRequest, NextResponse } from "next/server";
import { corsHeaders, preflightResponse } from "@/lib/api/cors";
import { errors } from "@/lib/api/errors";
import { ownOrigin } from "@/lib/api/request-info";
import { allowHeader, isServed, methodsAt } from "@/lib/api/route-table";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { safeNextPath } from "@/lib/auth/next-path";
import { isAuthPage, isProtectedPage } from "@/lib/auth/page-rules";
import { verifyAccessToken } from "@/lib/auth/tokens";
import { contentSecurityPolicy, createNonce } from "@/lib/security/content-security-policy";
import { PAGE_FILL_HEADER } from "@/lib/security/page-fill";

const API_PREFIX = "/api/v1";

function policyOptions(req: NextRequest) {
  return {
    https: ownOrigin(req).startsWith("https:"),
    development: process.env.NODE_ENV === "development",
  };
}

/** A page for the shared cache: no nonce (the HTML is reused), so no inline script may run yet. */
function forPageCache(req: NextRequest): NextResponse {
  const response = NextResponse.next();
  response.headers.set("Content-Security-Policy", contentSecurityPolicy(null, policyOptions(req)));
  return response;
}

/** Next reads the policy from the request to stamp the nonce on its own scripts; layouts read x-nonce. */
function withNonce(req: NextRequest): NextResponse {
  const nonce = createNonce();
  const policy = contentSecurityPolicy(nonce, policyOptions(req));
  const headers = new Headers(req.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

/** An unknown path or method answers in JSON, as the template does: never an HTML page or nothing. */
function unservedApiRequest(req: NextRequest): Response | undefined {
  const methods = methodsAt(req.nextUrl.pathname.slice(API_PREFIX.length));
  if (!methods) return errors.notFound().toResponse();
  if (!isServed(req.method, methods))
    return errors.methodNotAllowed(allowHeader(methods)).toResponse();
  return undefined;
}

function apiRules(req: NextRequest): NextResponse {
  const origin = req.headers.get("origin");
  if (req.method === "OPTIONS" && req.headers.has("access-control-request-method")) {
    return preflightResponse(origin) as NextResponse;
  }
  const unserved = unservedApiRequest(req);
  const response = unserved ? new NextResponse(unserved.body, unserved) : NextResponse.next();
  for (const [name, value] of Object.entries(corsHeaders(origin)))
    response.headers.set(name, value);
  return response;
}

async function pageRules(req: NextRequest): Promise<NextResponse> {
  // Only scripts/server.mjs can set this header (it strips it from requests from outside); its
  // page-cache requests carry no cookie, so none of the session rules below apply.
  if (req.headers.get(PAGE_FILL_HEADER) === "1" && !req.cookies.has(SESSION_COOKIE)) {
    return forPageCache(req);
  }
  const { pathname, search } = req.nextUrl;
  const token = req.cookies.get(SESSION_COOKIE)?.value;
  const signedIn = token ? (await verifyAccessToken(token)) !== null : false;

  let response: NextResponse;
  if (signedIn && isAuthPage(pathname)) {
    // Where the sign-in screen would have sent them (a path on this site, not another sign-in
    // screen), else home.
    const next = new URL(safeNextPath(req.nextUrl.searchParams.get("next")), req.url);
    response = NextResponse.redirect(isAuthPage(next.pathname) ? new URL("/", req.url) : next);
  } else if (!signedIn && isProtectedPage(pathname)) {
    const login = new URL("/login", req.url);
    login.searchParams.set("next", `${pathname}${search}`);
    response = NextResponse.redirect(login);
  } else {
    response = withNonce(req);
  }
  if (token && !signedIn) response.cookies.delete(SESSION_COOKIE);
  return response;
}

export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) return apiRules(req);
  return pageRules(req);
}

// A literal, as Next reads it from this file at build time; it must equal proxyMatcher() of
// lib/site-pages.mjs, the pages' one list (tests/unit/site-pages.test.ts checks).
export const config = {
  matcher: [
    "/api/v1/:path*",
    "/((?!api/|_next/static|_next/image|favicon.ico|icon.svg|robots.txt|sitemap.xml|sw.js|offline.html|.*\\.(?:png|jpg|jpeg|gif|svg|webp|avif|ico|woff2?)$).*)",
  ],
};
