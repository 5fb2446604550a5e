import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// No import circle among the project's own files, type-only imports included: a circle makes
// the order in which modules load matter (a value read before its module ran is undefined) and
// ties two concepts into one. A rule both sides need moves below both, or one side hands the
// other what it needs as an argument. Lazy `import("...")` counts too: a circle through it is
// still two concepts that know each other.

const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SKIPPED_DIRS = new Set(["node_modules", "public", "data", "test-results"]);

// An import or re-export's clause holds only names, braces, commas, `*`, `as` and `type`, so
// these cannot run on into code or strings; biome keeps every static import at a line's start.
const SPECIFIERS = [
  /^import\s+(?:[\w$*{}\s,]+?\s+from\s*)?["']([^"']+)["']/gm,
  /^export\s+(?:type\s+)?(?:\*(?:\s+as\s+[\w$]+)?|\{[\w$\s,]*\})\s*from\s*["']([^"']+)["']/gm,
  /\bimport\(\s*["']([^"']+)["']\s*\)/g,
];

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name.startsWith(".") || SKIPPED_DIRS.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, found);
    else if (SOURCE.test(name) && !name.endsWith(".d.mts") && !name.endsWith(".d.ts")) {
      found.push(full);
    }
  }
  return found;
}

/** The project file a specifier names, or null for a package. */
function resolveOwn(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const candidates = [
    base,
    ...[".ts", ".tsx", ".mts", ".mjs", "/index.ts", "/index.tsx"].map((e) => base + e),
  ];
  return candidates.find((file) => SOURCE.test(file) && existsSync(file)) ?? null;
}

function specifiersOf(text: string): string[] {
  return SPECIFIERS.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[1] ?? ""));
}

function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = specifiersOf(readFileSync(file, "utf8")).map((s) => resolveOwn(file, s));
    graph.set(file, [...new Set(targets.filter((t): t is string => t !== null))]);
  }
  return graph;
}

/** Tarjan's strongly connected components of more than one file (or a file importing itself). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("the project's own imports", () => {
  it("form no circle", () => {
    const graph = importGraph(sourceFiles(ROOT));
    const listed = circles(graph).map((c) => c.map((f) => path.relative(ROOT, f)).join(" ⇄ "));
    expect(listed).toEqual([]);
  });

  it("reads type-only imports, re-exports, side effects and lazy imports, not strings", () => {
    const text = [
      'import "server-only";',
      'import type { A } from "./a";',
      "import {\n  type B,\n  c,\n} from '@/lib/b';",
      'import D, * as E from "./d";',
      'export * from "./e";',
      'export type { F } from "./f";',
      'const g = () => import("./g");',
      'const text = "import h from ./h"; // import { i } from "./i"',
    ].join("\n");
    expect(specifiersOf(text).sort()).toEqual(
      ["server-only", "./a", "@/lib/b", "./d", "./e", "./f", "./g"].sort(),
    );
  });

  it("finds each circle once, without the files that only lead into it", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(circles(graph)).toEqual([["a", "b", "c"]]);
  });
});
