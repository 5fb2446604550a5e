import { describe, expect, it } from "vitest";
import { z } from "zod";
import { makeZodJitless } from "./zod-jitless";

describe("makeZodJitless", () => {
  it("is zod's own jitless setting, without importing zod", () => {
    makeZodJitless();
    expect(z.config().jitless).toBe(true);
  });
});
