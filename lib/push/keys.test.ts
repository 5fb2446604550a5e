import { createECDH } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isAuthSecret, isHttpsEndpoint, isP256Point } from "./keys";

describe("a browser's push keys", () => {
  const point = createECDH("prime256v1");
  point.generateKeys();
  const publicKey = point.getPublicKey().toString("base64url");

  it("takes a P-256 point and a 16-byte secret", () => {
    expect(isP256Point(publicKey)).toBe(true);
    expect(isAuthSecret(Buffer.alloc(16, 7).toString("base64url"))).toBe(true);
  });
  it("refuses a point off the curve, a compressed one, other lengths and other secrets", () => {
    const off = Buffer.from(point.getPublicKey());
    off[64] = (off[64] ?? 0) ^ 1;
    expect(isP256Point(off.toString("base64url"))).toBe(false);
    expect(isP256Point(point.getPublicKey("base64url", "compressed"))).toBe(false);
    expect(isP256Point(Buffer.alloc(65, 4).toString("base64url"))).toBe(false);
    expect(isP256Point("not base64 !")).toBe(false);
    expect(isAuthSecret(Buffer.alloc(15).toString("base64url"))).toBe(false);
  });
  it("wants an https endpoint", () => {
    expect(isHttpsEndpoint("https://push.example.com/x")).toBe(true);
    expect(isHttpsEndpoint("http://push.example.com/x")).toBe(false);
    expect(isHttpsEndpoint("https://u:p@push.example.com/x")).toBe(false);
    expect(isHttpsEndpoint("nonsense")).toBe(false);
  });
});
