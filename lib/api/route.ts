/**
 * The one way to serve a declared route: ready → authenticate → path, query, headers and body by
 * their schemas → the handler → the declared status. Errors become `{detail}` answers
 * (lib/api/handler).
 */
import "server-only";
import { z } from "zod";
import {
  type Caller,
  optionalCaller,
  requireSeer,
  requireSuperuser,
  requireUser,
} from "@/lib/auth/session";
import { ensureReady } from "@/lib/startup";
import { readForm, readJson } from "./body";
import type { Auth, BodyDeclaration, RouteDeclaration } from "./contract";
import { pathPattern } from "./contract";
import { errorResponse, parseQuery } from "./handler";
import { parseOrThrow } from "./validation";

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

type BodyOutput<B> = B extends { parsedBy: "handler" }
  ? unknown
  : B extends { json: infer S }
    ? Output<S>
    : B extends { form: infer S }
      ? Output<S>
      : undefined;

type CallerFor<A extends Auth> = A extends "user" | "seer" | "superuser"
  ? Caller
  : A extends "optional"
    ? Caller | null
    : null;

export type RouteInput<D extends RouteDeclaration> = {
  req: Request;
  caller: CallerFor<D["auth"]>;
  params: Output<D["params"]>;
  query: Output<D["query"]>;
  headers: Output<D["headers"]>;
  body: BodyOutput<D["body"]>;
};

type NextContext = { params: Promise<Record<string, string | string[]>> };

async function authenticate(req: Request, auth: Auth): Promise<Caller | null> {
  if (auth === "user") return requireUser(req);
  if (auth === "superuser") return requireSuperuser(req);
  if (auth === "seer") return requireSeer(req);
  if (auth === "optional") return optionalCaller(req);
  return null;
}

async function readBody(req: Request, body: BodyDeclaration | undefined): Promise<unknown> {
  if (!body) return undefined;
  if ("json" in body) {
    return readJson(req, body.parsedBy === "handler" ? z.unknown() : body.json, body.maxBytes);
  }
  if ("form" in body) return readForm(req, body.form);
  // Multipart bodies carry files: the handler streams them against its own cap.
  return undefined;
}

/** The declared headers by their documented names (absent ones undefined), by their schema. */
function readHeaders(req: Request, schema: z.ZodObject): unknown {
  const values = Object.fromEntries(
    Object.keys(schema.shape).map((name) => [name, req.headers.get(name) ?? undefined]),
  );
  return parseOrThrow(schema, values, "header");
}

/**
 * A wiring slip (a route file serving another route's declaration) is ours, never the caller's:
 * it is caught by the API suite, which calls every declared operation at its own path.
 */
function assertServes(route: RouteDeclaration, req: Request) {
  const path = new URL(req.url).pathname.replace(/^\/api\/v1/, "");
  const method = req.method === "HEAD" ? "GET" : req.method;
  if (method !== route.method || !pathPattern(route.path).test(path)) {
    throw new Error(
      `${req.method} ${path} is served by the declaration of ${route.method} ${route.path}`,
    );
  }
}

/** Serves `route` with `handler`; what the handler returns is the body, unless it is a Response. */
export function handle<const D extends RouteDeclaration>(
  route: D,
  handler: (input: RouteInput<D>) => Promise<unknown>,
) {
  return async (req: Request, context: NextContext): Promise<Response> => {
    try {
      assertServes(route, req);
      if (route.database !== false) await ensureReady();
      const caller = await authenticate(req, route.auth);
      const params = route.params
        ? parseOrThrow(route.params, await context.params, "path")
        : undefined;
      const query = route.query ? parseQuery(req, route.query) : undefined;
      const headers = route.headers ? readHeaders(req, route.headers) : undefined;
      const body = await readBody(req, route.body);
      const result = await handler({ req, caller, params, query, headers, body } as RouteInput<D>);
      if (result instanceof Response) return result;
      return Response.json(result, { status: route.status ?? 200 });
    } catch (error) {
      return errorResponse(error);
    }
  };
}

type RouteHandler = (req: Request, context: NextContext) => Promise<Response>;

/**
 * Next serves `/x` and `/x/` from one route file: two declared routes told apart by the trailing
 * slash (`GET /events` is the live stream, `GET /events/` the group events' list).
 */
export function bySlash(withSlash: RouteHandler, withoutSlash: RouteHandler): RouteHandler {
  return (req, context) =>
    new URL(req.url).pathname.endsWith("/") ? withSlash(req, context) : withoutSlash(req, context);
}
