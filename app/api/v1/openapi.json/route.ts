/** Serves the OpenAPI document; it changes only with the code, so it is built once per process. */
import { openApiDocument } from "@/lib/api/openapi";

let cached: string | undefined;

export function GET(): Response {
  cached ??= JSON.stringify(openApiDocument());
  return new Response(cached, { headers: { "Content-Type": "application/json" } });
}
