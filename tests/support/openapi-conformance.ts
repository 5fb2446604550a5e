/**
 * The API answers what its document says: every response an API test receives from /api/v1 is
 * checked against the OpenAPI document the server publishes (its status documented for that
 * operation, its body valid against that status's schema). A mismatch makes the very fetch that
 * received it throw, so the test that caused it fails and names it.
 */
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { workerServer } from "./worker-server";

type MediaContent = Record<string, { schema?: object }>;
type Operation = { responses: Record<string, { content?: MediaContent }> };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };
type Template = { path: string; pattern: RegExp; rank: number[] };

const API_PREFIX = "/api/v1";
/** Served, on purpose, outside the published document. */
const UNPUBLISHED = new Set(["/openapi.json", "/utils/clock", "/utils/jobs"]);

const realFetch = globalThis.fetch;
const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
addFormats(ajv);
const validators = new Map<object, ValidateFunction>();
let documentPromise: Promise<{ doc: OpenApiDocument; templates: Template[] }> | undefined;

function templateOf(path: string): Template {
  const relative = path.slice(API_PREFIX.length);
  const trimmed = relative.length > 1 ? relative.replace(/\/$/, "") : relative;
  const source = trimmed
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[^/]+");
  const rank = trimmed
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment.includes("{") ? 1 : 0));
  return { path, pattern: new RegExp(`^${source}/?$`), rank };
}

function byRank(a: Template, b: Template): number {
  for (let i = 0; i < Math.max(a.rank.length, b.rank.length); i++) {
    const difference = (a.rank[i] ?? 0) - (b.rank[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

function loadDocument() {
  documentPromise ??= realFetch(`${workerServer().baseUrl}${API_PREFIX}/openapi.json`)
    .then((res) => res.json() as Promise<OpenApiDocument>)
    .then((doc) => ({ doc, templates: Object.keys(doc.paths).map(templateOf).sort(byRank) }));
  return documentPromise;
}

function validatorFor(schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

function isErrorBody(body: unknown): boolean {
  const detail = (body as { detail?: unknown } | null)?.detail;
  return typeof detail === "string" || Array.isArray(detail);
}

/** What is wrong with this answer, or undefined when the document promises exactly it. */
async function mismatch(method: string, url: URL, res: Response): Promise<string | undefined> {
  const relative = url.pathname.slice(API_PREFIX.length);
  if (UNPUBLISHED.has(relative.replace(/\/$/, ""))) return undefined;
  const { doc, templates } = await loadDocument();
  // A path spelled exactly as declared first: `/events/` (the list) is not `/events` (the stream).
  const template =
    templates.find((candidate) => candidate.path === `${API_PREFIX}${relative}`) ??
    templates.find((candidate) => candidate.pattern.test(relative));
  const contentType = (res.headers.get("content-type") ?? "").split(";")[0]?.trim() ?? "";
  // A stream never ends: its headers are what can be checked.
  const streamed = contentType === "text/event-stream";
  const text = method === "HEAD" || streamed ? "" : await res.clone().text();
  const json = contentType === "application/json" ? safeParse(text) : undefined;
  if (!template) {
    if (res.status === 404 && (method === "HEAD" || isErrorBody(json?.value))) return undefined;
    return `answered ${res.status} on a path the document does not list (only a JSON 404 may)`;
  }
  const operation = doc.paths[template.path]?.[method.toLowerCase()];
  if (!operation) {
    if (method === "OPTIONS" || (method === "HEAD" && doc.paths[template.path]?.get))
      return undefined;
    if (res.status === 405 && isErrorBody(json?.value) && res.headers.get("allow"))
      return undefined;
    return `answered ${res.status} to a method ${template.path} does not have (only a JSON 405 with Allow may)`;
  }
  const documented = operation.responses[String(res.status)];
  if (!documented) {
    const listed = Object.keys(operation.responses).join(", ");
    return `answered ${res.status}, which ${template.path} does not document (it lists ${listed}): ${text.slice(0, 300)}`;
  }
  if (method === "HEAD") return undefined;
  const content = documented.content ?? {};
  const media = content[contentType];
  if (!media) {
    return `answered ${res.status} as "${contentType}", documented as ${Object.keys(content).join(", ") || "no body"}`;
  }
  if (streamed || contentType !== "application/json" || !media.schema) return undefined;
  if (json === undefined)
    return `answered ${res.status} with a body that is not JSON: ${text.slice(0, 200)}`;
  const validate = validatorFor(media.schema);
  if (validate(json.value)) return undefined;
  const [first] = validate.errors ?? [];
  return `answered ${res.status} with a body its schema refuses (${first?.instancePath || "/"} ${first?.message}): ${text.slice(0, 300)}`;
}

function safeParse(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

function requestMethod(input: RequestInfo | URL, init?: RequestInit): string {
  return (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
}

function requestUrl(input: RequestInfo | URL): URL {
  return new URL(input instanceof Request ? input.url : String(input));
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const res = await realFetch(input, init);
  const url = requestUrl(input);
  if (!LOOPBACK.has(url.hostname) || !url.pathname.startsWith(`${API_PREFIX}/`)) return res;
  const method = requestMethod(input, init);
  const problem = await mismatch(method, url, res);
  if (problem) {
    throw new Error(`OpenAPI conformance: ${method} ${url.pathname} ${problem}`);
  }
  return res;
};
