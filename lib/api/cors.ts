/** CORS for /api/v1: the configured browser origins may call with credentials; others get no CORS headers. */
import "server-only";
import { allowedCorsOrigins } from "./request-info";

const ALLOWED_METHODS = "GET, POST, PUT, PATCH, DELETE, OPTIONS";
const ALLOWED_HEADERS = "Authorization, Content-Type";

export function corsHeaders(origin: string | null): Record<string, string> {
  if (!origin || !allowedCorsOrigins().has(origin)) return {};
  return {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Credentials": "true",
    Vary: "Origin",
  };
}

export function preflightResponse(origin: string | null): Response {
  const headers = corsHeaders(origin);
  if (!headers["Access-Control-Allow-Origin"]) {
    return new Response(null, { status: 400, headers: { Vary: "Origin" } });
  }
  return new Response(null, {
    status: 204,
    headers: {
      ...headers,
      "Access-Control-Allow-Methods": ALLOWED_METHODS,
      "Access-Control-Allow-Headers": ALLOWED_HEADERS,
      "Access-Control-Max-Age": "600",
    },
  });
}
