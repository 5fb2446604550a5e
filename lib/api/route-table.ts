/**
 * Which declared path a request under /api/v1 reaches, and the methods it has there: proxy.ts
 * answers 404 and 405 from it, before Next would answer with an HTML page or an empty body.
 */
import { type HttpMethod, pathPattern } from "./contract";
import { API_ROUTES } from "./routes";

type PathEntry = { path: string; pattern: RegExp; rank: number[]; methods: Set<HttpMethod> };

/** As Next routes: at each segment a fixed name wins over a parameter. */
function rankOf(path: string): number[] {
  return path
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment.includes("{") ? 1 : 0));
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

const ENTRIES: PathEntry[] = (() => {
  const byPath = new Map<string, PathEntry>();
  for (const route of API_ROUTES) {
    const entry = byPath.get(route.path) ?? {
      path: route.path,
      pattern: pathPattern(route.path),
      rank: rankOf(route.path),
      methods: new Set<HttpMethod>(),
    };
    entry.methods.add(route.method);
    byPath.set(route.path, entry);
  }
  return [...byPath.values()].sort((a, b) => compareRanks(a.rank, b.rank));
})();

/** The methods served at `path` (below /api/v1), or null when no route is there. */
export function methodsAt(path: string): HttpMethod[] | null {
  const entry = ENTRIES.find((candidate) => candidate.pattern.test(path));
  return entry ? [...entry.methods] : null;
}

/** The `Allow` header's value: what the route serves, with the HEAD and OPTIONS Next adds. */
export function allowHeader(methods: readonly HttpMethod[]): string {
  const allowed = new Set<string>([...methods, "OPTIONS"]);
  if (allowed.has("GET")) allowed.add("HEAD");
  return [...allowed].sort().join(", ");
}

/** Whether `method` reaches a handler at a path serving `methods`. */
export function isServed(method: string, methods: readonly HttpMethod[]): boolean {
  if (method === "OPTIONS") return true;
  if (method === "HEAD") return methods.includes("GET");
  return (methods as readonly string[]).includes(method);
}
