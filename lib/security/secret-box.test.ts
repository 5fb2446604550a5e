import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

vi.mock("@/lib/config", () => ({ getConfig: () => ({ SECRET_KEY: "unused" }) }));

const { decodeKey, openWith, sealWith, secretBoxKey } = await import("./secret-box");

describe("secret box", () => {
  const key = randomBytes(32);

  it("seals and opens, a new IV each time, nothing of the secret in the sealed text", () => {
    const secret = "https://calendar.example/private-abc123/basic.ics";
    const a = sealWith(key, secret);
    const b = sealWith(key, secret);
    expect(a).not.toBe(b);
    expect(a).not.toContain("private-abc123");
    expect(openWith(key, a)).toBe(secret);
  });

  it("refuses a tampered text or another key", () => {
    const sealed = sealWith(key, "app-password");
    const [v, iv, tag, data] = sealed.split(".");
    const flipped = `${v}.${iv}.${tag}.${(data ?? "").startsWith("A") ? "B" : "A"}${(data ?? "").slice(1)}`;
    expect(() => openWith(key, flipped)).toThrow();
    expect(() => openWith(randomBytes(32), sealed)).toThrow();
  });

  it("takes CALENDAR_ENCRYPTION_KEY in base64 or hex, else derives one from SECRET_KEY", () => {
    expect(decodeKey(key.toString("base64"))).toEqual(key);
    expect(decodeKey(key.toString("hex"))).toEqual(key);
    expect(decodeKey(key.toString("base64url"))).toEqual(key);
    expect(decodeKey("too-short")).toBeUndefined();
    const derived = secretBoxKey({ SECRET_KEY: "s".repeat(40) });
    expect(derived).toHaveLength(32);
    expect(secretBoxKey({ SECRET_KEY: "t".repeat(40) })).not.toEqual(derived);
    expect(secretBoxKey({ SECRET_KEY: "x", CALENDAR_ENCRYPTION_KEY: key.toString("hex") })).toEqual(
      key,
    );
  });
});
