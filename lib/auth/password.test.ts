import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { parseConfig } from "@/lib/config";

// The configuration each case parses (getConfig would read this process's environment and make a
// .data folder, which a unit test must not).
let config: ReturnType<typeof parseConfig>;
vi.mock("@/lib/config", async (original) => ({
  ...(await original<typeof import("@/lib/config")>()),
  getConfig: () => config,
}));
const { FAST_COST, hashingCost, hashPassword, STANDARD_COST, verifyPassword } = await import(
  "./password"
);

const parse = (values: Record<string, string | undefined>) =>
  parseConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "seers-password-config-")),
    ...values,
  } as unknown as NodeJS.ProcessEnv);

const DEPLOYED = [{}, { ENVIRONMENT: "production" }, { ENVIRONMENT: "staging" }];

describe("the cost of password hashes", () => {
  beforeEach(() => {
    config = parse({ ENVIRONMENT: "production" });
  });

  it("is OWASP's for argon2id (19 MiB, 2 passes, 1 lane) unless a local server asks for less", () => {
    expect(STANDARD_COST).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    for (const environment of [...DEPLOYED, { ENVIRONMENT: "local" }]) {
      expect(hashingCost(parse(environment)), JSON.stringify(environment)).toBe(STANDARD_COST);
    }
    const local = { ENVIRONMENT: "local" };
    expect(hashingCost(parse({ ...local, PASSWORD_HASHING: "standard" }))).toBe(STANDARD_COST);
    expect(hashingCost(parse({ ...local, PASSWORD_HASHING: "fast" }))).toBe(FAST_COST);
  });

  it("is fast only for test servers: refused anywhere but ENVIRONMENT=local", () => {
    for (const environment of DEPLOYED) {
      expect(() => parse({ ...environment, PASSWORD_HASHING: "fast" })).toThrow(
        /PASSWORD_HASHING: fast is for test servers, refused unless ENVIRONMENT=local/,
      );
    }
    expect(() => parse({ ENVIRONMENT: "local", PASSWORD_HASHING: "cheap" })).toThrow(
      /PASSWORD_HASHING/,
    );
  });

  it("is written into each hash: a production server's says m=19456, p=1, t=2", async () => {
    const hash = await hashPassword("Str0ng!Pass");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(hash, "Str0ng!Pass")).toBe(true);
    expect(await verifyPassword(hash, "Wr0ng!Pass")).toBe(false);
  });

  it("a test server's fast hash is still argon2id and verifies from its own string", async () => {
    config = parse({ ENVIRONMENT: "local", PASSWORD_HASHING: "fast" });
    const hash = await hashPassword("Str0ng!Pass");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(await verifyPassword(hash, "Str0ng!Pass")).toBe(true);
    expect(await verifyPassword(hash, "Wr0ng!Pass")).toBe(false);
  });
});
