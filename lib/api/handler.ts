/** The one shape of every API route handler: ready → act → respond, with errors turned into `{detail}`. */
import "server-only";
import type { z } from "zod";
import { ensureReady } from "@/lib/startup";
import { ApiError, errors } from "./errors";
import { parseOrThrow } from "./validation";

type RouteContext<P> = { params: Promise<P> };

const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "57P01",
  "57P03",
  // A deadlock or a serialization failure passes: the same request again goes through.
  "40P01",
  "40001",
  "SQLITE_BUSY",
]);

function isUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : "";
  return (
    (typeof code === "string" && UNAVAILABLE_CODES.has(code)) ||
    // SQLite's busy family (SQLITE_BUSY_SNAPSHOT, _RECOVERY, _TIMEOUT) passes like SQLITE_BUSY.
    (typeof code === "string" && code.startsWith("SQLITE_BUSY_")) ||
    /Connection terminated|timeout exceeded when trying to connect/i.test(message)
  );
}

export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) return error.toResponse();
  if (isUnavailable(error)) return errors.unavailable().toResponse();
  // Logged in full for us; the client gets no stack trace and no SQL.
  console.error("[api] unexpected error:", error);
  return errors.internal().toResponse();
}

export function apiRoute<P = Record<string, never>>(
  handler: (req: Request, params: P) => Promise<unknown>,
) {
  return async (req: Request, context: RouteContext<P>): Promise<Response> => {
    try {
      await ensureReady();
      const result = await handler(req, await context.params);
      return result instanceof Response ? result : Response.json(result);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

export function parseQuery<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  const params = new URL(req.url).searchParams;
  const values: Record<string, string> = {};
  for (const key of params.keys()) values[key] = params.get(key) ?? "";
  return parseOrThrow(schema, values, "query");
}
