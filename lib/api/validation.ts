/** Turns zod issues into FastAPI's 422 detail array, so the template's clients read our errors. */
import type { z } from "zod";
import { errors, type ValidationDetail } from "./errors";

export type Location = "body" | "query" | "path" | "header";

type Issue = z.core.$ZodIssue & { input?: unknown };

function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

function describeIssue(issue: Issue): { type: string; msg: string } {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return { type: "missing", msg: "Field required" };
      if (issue.expected === "string")
        return { type: "string_type", msg: "Input should be a valid string" };
      if (issue.expected === "boolean")
        return { type: "bool_type", msg: "Input should be a valid boolean" };
      if (issue.expected === "number")
        return { type: "int_type", msg: "Input should be a valid integer" };
      if (issue.expected === "object")
        return {
          type: "model_attributes_type",
          msg: "Input should be a valid dictionary or object to extract fields from",
        };
      return { type: `${issue.expected}_type`, msg: `Input should be a valid ${issue.expected}` };
    case "too_small":
      if (issue.origin === "string")
        return {
          type: "string_too_short",
          msg: `String should have at least ${plural(Number(issue.minimum), "character")}`,
        };
      return {
        type: "greater_than_equal",
        msg: `Input should be greater than or equal to ${issue.minimum}`,
      };
    case "too_big":
      if (issue.origin === "string")
        return {
          type: "string_too_long",
          msg: `String should have at most ${plural(Number(issue.maximum), "character")}`,
        };
      return {
        type: "less_than_equal",
        msg: `Input should be less than or equal to ${issue.maximum}`,
      };
    case "invalid_format":
      if (issue.format === "email")
        return { type: "value_error", msg: "value is not a valid email address" };
      if (issue.format === "uuid" || issue.format === "guid")
        return { type: "uuid_parsing", msg: "Input should be a valid UUID" };
      if (issue.format === "regex") return { type: "int_parsing", msg: issue.message };
      return { type: "value_error", msg: issue.message };
    case "invalid_value":
      return {
        type: "literal_error",
        msg: `Input should be ${issue.values.map((v) => JSON.stringify(v)).join(" or ")}`,
      };
    case "invalid_union":
      return { type: "union_error", msg: "Input should be one of the accepted shapes" };
    default:
      return { type: "value_error", msg: issue.message };
  }
}

/** Long (or too deeply nested to measure) inputs are cut in the echo, so a huge payload is never sent back whole. */
function echo(input: unknown): unknown {
  if (typeof input === "string" && input.length > 200) return `${input.slice(0, 200)}…`;
  if (typeof input === "object" && input !== null) {
    try {
      return JSON.stringify(input).length > 2000 ? {} : input;
    } catch {
      return {};
    }
  }
  return input;
}

/**
 * Where a parsed value holds a NUL character: PostgreSQL text cannot store one, so it is
 * refused for every database alike. Walks iteratively, as input may be deeply nested.
 */
function nulCharacterPath(value: unknown): (string | number)[] | undefined {
  type Node = { value: unknown; key?: string | number; parent?: Node };
  const pending: Node[] = [{ value }];
  for (let visited = 0; pending.length > 0 && visited < 100_000; visited++) {
    const node = pending.pop() as Node;
    if (typeof node.value === "string" && node.value.includes("\u0000")) {
      const path: (string | number)[] = [];
      for (let at: Node | undefined = node; at?.key !== undefined; at = at.parent)
        path.unshift(at.key);
      return path;
    }
    if (typeof node.value === "object" && node.value !== null) {
      for (const [key, child] of Object.entries(node.value)) {
        pending.push({
          value: child,
          key: Array.isArray(node.value) ? Number(key) : key,
          parent: node,
        });
      }
    }
  }
  return undefined;
}

function toValidationDetail(
  error: z.ZodError,
  location: Location,
  prefix: string[] = [],
): ValidationDetail[] {
  return (error.issues as Issue[]).map((issue) => ({
    ...describeIssue(issue),
    loc: [location, ...prefix, ...issue.path.map((p) => (typeof p === "symbol" ? String(p) : p))],
    input: echo(issue.input) ?? null,
  }));
}

export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  value: unknown,
  location: Location,
  prefix: string[] = [],
): z.output<S> {
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) throw errors.validation(toValidationDetail(result.error, location, prefix));
  const nulAt = nulCharacterPath(result.data);
  if (nulAt) {
    throw errors.nulCharacter([location, ...prefix, ...nulAt]);
  }
  return result.data;
}
