/**
 * A route's contract, declared once: who may call it, what it reads (path, query, headers, body)
 * and what it answers (each status with its body). `lib/api/route.ts` enforces it,
 * `lib/api/openapi.ts` documents it and `proxy.ts` answers 404 and 405 from it. Pure data: no
 * server code in here.
 */
import type { z } from "zod";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * `none`: anyone; `optional`: anyone, and a valid token makes the caller known (a bad one is a
 * visitor, not an error); `user` and `superuser`: the template's 401/400/403 otherwise; `seer`: a
 * signed-in Seer (type 1), 403 for a seeker, before anything of the request is read.
 */
export type Auth = "none" | "optional" | "user" | "seer" | "superuser";

/** Whether the route needs a signed-in caller (and so documents 401). */
export const needsSignIn = (auth: Auth) =>
  auth === "user" || auth === "seer" || auth === "superuser";

/** What a request body is read as; a body that may be left out is an `.optional()` schema. */
export type BodyDeclaration =
  /** `parsedBy: "handler"`: the handler gets the raw JSON value (its shape decides the schema). */
  | {
      json: z.ZodType;
      parsedBy?: "handler" /** Under MAX_BODY_BYTES: a smaller cap of its own. */;
      maxBytes?: number;
    }
  | { form: z.ZodType }
  /** Read by the handler itself (files are streamed with their own size cap); documented here. */
  | { multipart: z.ZodType };

/**
 * A successful answer's body: JSON of a schema, a document of another type, or a Server-Sent
 * Events stream that stays open (its events are described by the route's summary).
 */
export type SuccessBody = z.ZodType | "html" | "calendar" | "csv" | "event-stream";

/** Statuses the handler itself may answer besides success; the factory adds the ones it causes. */
export type ErrorStatus = 400 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

export type RouteDeclaration = {
  method: HttpMethod;
  /** Under /api/v1, with `{name}` for path parameters, spelled as served (trailing slash or not). */
  path: `/${string}`;
  /** The operation's name, as the template names its Python function: the operation id is `tag-name`. */
  name: string;
  summary: string;
  tag: string;
  auth: Auth;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** Request headers the handler reads, by their documented names (e.g. `Idempotency-Key`). */
  headers?: z.ZodObject;
  body?: BodyDeclaration;
  /** 200 unless said. */
  status?: 200 | 201 | 202;
  /** Another success the handler may answer with the same body (a paid booking request is 201). */
  alsoStatus?: 201;
  response: SuccessBody;
  errors?: readonly ErrorStatus[];
  /** Served but not part of the published API (the document itself, the tests' clock). */
  hidden?: boolean;
  /**
   * false: answers from the code alone (the document itself), so it does not wait for the
   * database to be migrated and seeded — it is what a client asks for first, during a start.
   */
  database?: false;
};

/** Keeps the declaration's literal types, so a handler's params, query and body are typed from it. */
export function declareRoute<const D extends RouteDeclaration>(declaration: D): D {
  return declaration;
}

/** Every status an operation can answer with: its own, and those its auth, inputs and body cause. */
export function statusesOf(route: RouteDeclaration): number[] {
  const statuses = new Set<number>([route.status ?? 200, ...(route.errors ?? [])]);
  if (route.alsoStatus) statuses.add(route.alsoStatus);
  if (route.params || route.query || route.headers || route.body) statuses.add(422);
  if (needsSignIn(route.auth)) {
    // 401 no or bad token; 400 an inactive user; 403 a cookie sent from another site.
    for (const status of [400, 401, 403]) statuses.add(status);
  }
  if (route.body) {
    statuses.add(413);
    statuses.add(415);
    // A form or multipart body that does not parse; JSON that does not parse is a 422.
    if (!("json" in route.body)) statuses.add(400);
  }
  // The database or the mail server may be down for a moment; the HTTP server refuses oversized
  // headers before any route is reached.
  statuses.add(503);
  statuses.add(431);
  return [...statuses].sort((a, b) => a - b);
}

const PARAM = /\{[^}]+\}/g;

/** `/items/{id}` as a pattern of its path under /api/v1, a trailing slash optional as Next serves it. */
export function pathPattern(path: string): RegExp {
  const trimmed = path.length > 1 ? path.replace(/\/$/, "") : path;
  const source = trimmed
    .split(PARAM)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[^/]+");
  return new RegExp(`^${source}/?$`);
}
