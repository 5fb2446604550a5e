import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { itemCreateSchema } from "@/lib/items/schema";
import { userCreateSchema } from "@/lib/users/schema";
import { paginationSchema } from "@/lib/validation/pagination";
import { ApiError } from "./errors";
import { parseOrThrow } from "./validation";

function detailOf(schema: z.ZodType, value: unknown, location: "body" | "query" = "body") {
  try {
    parseOrThrow(schema, value, location);
  } catch (error) {
    if (error instanceof ApiError) return error.detail;
    throw error;
  }
  throw new Error("expected a validation error");
}

describe("FastAPI-shaped validation errors", () => {
  it("reports a missing field as FastAPI does", () => {
    expect(detailOf(itemCreateSchema, {})).toEqual([
      { type: "missing", loc: ["body", "title"], msg: "Field required", input: null },
    ]);
  });

  it("names string length limits in pydantic's words", () => {
    const [short] = detailOf(userCreateSchema, { email: "a@b.co", password: "short" }) as {
      type: string;
      msg: string;
    }[];
    expect(short).toMatchObject({
      type: "string_too_short",
      msg: "String should have at least 8 characters",
    });
  });

  it("reports an unparsable query integer with its location", () => {
    expect(detailOf(paginationSchema, { limit: "abc" }, "query")).toEqual([
      expect.objectContaining({ type: "int_parsing", loc: ["query", "limit"], input: "abc" }),
    ]);
  });

  it("does not echo a huge input back whole", () => {
    const [issue] = detailOf(itemCreateSchema, { title: "x".repeat(10_000) }) as {
      input: string;
    }[];
    expect(issue?.input.length).toBeLessThanOrEqual(201);
  });
});

describe("pagination", () => {
  it("defaults to skip 0 and limit 100 and clamps limits above 1000", () => {
    expect(paginationSchema.parse({})).toEqual({ skip: 0, limit: 100 });
    expect(paginationSchema.parse({ skip: "10", limit: "5000" })).toEqual({
      skip: 10,
      limit: 1000,
    });
  });

  it("refuses a negative skip and a zero limit", () => {
    expect(paginationSchema.safeParse({ skip: "-1" }).success).toBe(false);
    expect(paginationSchema.safeParse({ limit: "0" }).success).toBe(false);
  });
});
