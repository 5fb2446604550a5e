/** Serves the OpenAPI document; it changes only with the code, so it is built once per process. */
import { openApiDocument } from "@/lib/api/openapi";
import { handle } from "@/lib/api/route";
import { utilRoutes } from "@/lib/api/routes/utils";

let cached: string | undefined;

export const GET = handle(utilRoutes.openApi, async () => {
  cached ??= JSON.stringify(openApiDocument());
  return new Response(cached, { headers: { "Content-Type": "application/json" } });
});
