import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce } from "./content-security-policy";

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe("contentSecurityPolicy", () => {
  it("lets scripts run only with the nonce, never inline", () => {
    const policy = contentSecurityPolicy("abc123", { https: false, development: false });
    const scripts = directive(policy, "script-src") ?? "";
    expect(scripts).toContain("'nonce-abc123'");
    expect(scripts).not.toContain("unsafe-inline");
    expect(scripts).not.toContain("unsafe-eval");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
  });

  it("without a nonce (a page for the shared cache) allows only this origin's script files", () => {
    const policy = contentSecurityPolicy(null, { https: false, development: false });
    expect(directive(policy, "script-src")).toBe("script-src 'self'");
  });

  it("upgrades insecure requests only when served over HTTPS", () => {
    expect(contentSecurityPolicy("n", { https: false, development: false })).not.toContain(
      "upgrade-insecure-requests",
    );
    expect(contentSecurityPolicy("n", { https: true, development: false })).toContain(
      "upgrade-insecure-requests",
    );
  });

  it("allows eval only in development, for React Refresh", () => {
    expect(
      directive(contentSecurityPolicy("n", { https: false, development: true }), "script-src"),
    ).toContain("'unsafe-eval'");
  });
});

describe("createNonce", () => {
  it("gives a different base64 value of 128 bits each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, () => createNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
