/** The OpenAPI document of /api/v1, generated from the routes' declarations (lib/api/routes). */
import { z } from "zod";
import { BRAND_NAME } from "@/lib/brand";
import { needsSignIn, type RouteDeclaration, statusesOf } from "./contract";
import { API_ROUTES } from "./routes";

const jsonSchema = (schema: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(schema, { io, unrepresentable: "any" });

/** Every error answer: `{"detail": "..."}`, or FastAPI's list of field errors. */
const errorBody = {
  "application/json": {
    schema: {
      type: "object",
      required: ["detail"],
      properties: {
        detail: {
          oneOf: [
            { type: "string" },
            {
              type: "array",
              items: {
                type: "object",
                required: ["type", "loc", "msg"],
                properties: {
                  type: { type: "string" },
                  loc: {
                    type: "array",
                    items: { oneOf: [{ type: "string" }, { type: "integer" }] },
                  },
                  msg: { type: "string" },
                  input: {},
                  ctx: { type: "object" },
                },
              },
            },
          ],
        },
      },
    },
  },
};

const STATUS_TEXT: Record<number, string> = {
  200: "Successful Response",
  201: "Successful Response",
  202: "Accepted",
  400: "Bad Request",
  401: "Not authenticated",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Request body too large",
  415: "Unsupported media type",
  422: "Validation Error",
  431: "Request header fields too large",
  429: "Too many attempts",
  503: "Service temporarily unavailable",
};

function successContent(response: RouteDeclaration["response"]) {
  if (response === "html") return { "text/html": { schema: { type: "string" } } };
  if (response === "calendar") return { "text/calendar": { schema: { type: "string" } } };
  if (response === "csv") return { "text/csv": { schema: { type: "string" } } };
  if (response === "event-stream") return { "text/event-stream": { schema: { type: "string" } } };
  return { "application/json": { schema: jsonSchema(response, "output") } };
}

function parametersOf(route: RouteDeclaration) {
  const parameters: unknown[] = [];
  for (const [name, field] of Object.entries(route.params?.shape ?? {})) {
    parameters.push({
      name,
      in: "path",
      required: true,
      schema: jsonSchema(field as z.ZodType, "input"),
    });
  }
  for (const [name, field] of Object.entries(route.query?.shape ?? {})) {
    parameters.push({
      name,
      in: "query",
      required: !(field as z.ZodType).safeParse(undefined).success,
      schema: jsonSchema(field as z.ZodType, "input"),
    });
  }
  for (const [name, field] of Object.entries(route.headers?.shape ?? {})) {
    parameters.push({
      name,
      in: "header",
      required: !(field as z.ZodType).safeParse(undefined).success,
      schema: jsonSchema(field as z.ZodType, "input"),
      ...(field.description ? { description: field.description } : {}),
    });
  }
  return parameters;
}

function requestBodyOf(body: RouteDeclaration["body"]) {
  if (!body) return undefined;
  const [mediaType, schema] =
    "json" in body
      ? ["application/json", body.json]
      : "form" in body
        ? ["application/x-www-form-urlencoded", body.form]
        : ["multipart/form-data", body.multipart];
  return {
    required: !schema.safeParse(undefined).success,
    content: { [mediaType]: { schema: jsonSchema(schema, "input") } },
  };
}

function operation(route: RouteDeclaration) {
  const parameters = parametersOf(route);
  const requestBody = requestBodyOf(route.body);
  const success = route.status ?? 200;
  const signedIn = needsSignIn(route.auth);
  return {
    operationId: `${route.tag}-${route.name}`,
    summary: route.summary,
    tags: [route.tag],
    ...(signedIn ? { security: [{ OAuth2PasswordBearer: [] }, { cookieAuth: [] }] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: Object.fromEntries(
      statusesOf(route).map((status) => [
        String(status),
        {
          description: STATUS_TEXT[status] ?? "Error",
          content:
            status === success || status === route.alsoStatus
              ? successContent(route.response)
              : errorBody,
        },
      ]),
    ),
  };
}

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of API_ROUTES) {
    if (route.hidden) continue;
    const path = `/api/v1${route.path}`;
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: "3.1.0",
    info: { title: `${BRAND_NAME} API`, version: "1.0.0" },
    paths,
    components: {
      securitySchemes: {
        OAuth2PasswordBearer: {
          type: "oauth2",
          flows: { password: { scopes: {}, tokenUrl: "/api/v1/login/access-token" } },
        },
        cookieAuth: { type: "apiKey", in: "cookie", name: "access_token" },
      },
    },
  };
}
