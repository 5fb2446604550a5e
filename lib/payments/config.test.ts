import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "@/lib/config";

const base = () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "seers-payments-config-")) });
const parse = (values: Record<string, string>) =>
  parseConfig({ ...base(), ...values } as unknown as NodeJS.ProcessEnv);

describe("the settings that turn card payments on", () => {
  it("are both Stripe secrets, or neither; one alone names the other", () => {
    expect(parse({}).STRIPE_SECRET_KEY).toBeUndefined();
    const on = parse({ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" });
    expect(on.PLATFORM_FEE_PERCENT).toBe(15);
    expect(() => parse({ STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY/,
    );
    expect(() => parse({ STRIPE_WEBHOOK_SECRET: "whsec_1" })).toThrow(
      /STRIPE_SECRET_KEY: required with STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => parse({ STRIPE_CONNECT_WEBHOOK_SECRET: "whsec_2" })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it("take a fee of 0 to 50 %, with at most two decimals", () => {
    const keys = { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" };
    expect(parse({ ...keys, PLATFORM_FEE_PERCENT: "0" }).PLATFORM_FEE_PERCENT).toBe(0);
    expect(parse({ ...keys, PLATFORM_FEE_PERCENT: "12.5" }).PLATFORM_FEE_PERCENT).toBe(12.5);
    for (const bad of ["50.5", "-1", "ten", "12.345"]) {
      expect(() => parse({ ...keys, PLATFORM_FEE_PERCENT: bad }), bad).toThrow(
        /PLATFORM_FEE_PERCENT/,
      );
    }
  });

  it("point the SDK at a stand-in anywhere but in production", () => {
    const keys = {
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
    };
    expect(parse(keys).STRIPE_API_BASE).toBe("http://127.0.0.1:12111");
    expect(() =>
      parse({
        ...keys,
        ENVIRONMENT: "production",
        SECRET_KEY: "a-long-enough-production-secret-key-0123456789",
      }),
    ).toThrow(/STRIPE_API_BASE: a stand-in of Stripe is refused when ENVIRONMENT=production/);
    expect(() => parse({ ...keys, STRIPE_API_BASE: "ftp://x" })).toThrow(/STRIPE_API_BASE/);
  });
});
