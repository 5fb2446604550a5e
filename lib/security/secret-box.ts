/**
 * Secrets kept at rest (a calendar's password, an iCal address): sealed with AES-256-GCM under
 * CALENDAR_ENCRYPTION_KEY, or a key derived from SECRET_KEY (HKDF-SHA256) when it is not set.
 * Sealed text is `v1.<iv>.<tag>.<ciphertext>` (base64url). Never logged, never answered.
 */
import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getConfig } from "@/lib/config";

const VERSION = "v1";

/** The 32-byte key from CALENDAR_ENCRYPTION_KEY (base64 or hex), or derived from SECRET_KEY. */
export function secretBoxKey(config: {
  CALENDAR_ENCRYPTION_KEY?: string;
  SECRET_KEY: string;
}): Buffer {
  const given = config.CALENDAR_ENCRYPTION_KEY;
  if (given) {
    const key = decodeKey(given);
    if (!key) throw new Error("CALENDAR_ENCRYPTION_KEY must be 32 bytes, in base64 or hex");
    return key;
  }
  return Buffer.from(hkdfSync("sha256", config.SECRET_KEY, "seers", "calendar secrets v1", 32));
}

/** 32 bytes from 64 hex digits or base64 (url-safe or not); undefined for anything else. */
export function decodeKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, "hex")
    : Buffer.from(trimmed.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  return bytes.length === 32 ? bytes : undefined;
}

export function sealWith(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

export function openWith(key: Buffer, sealed: string): string {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || data === undefined) {
    throw new Error("not a sealed secret");
  }
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([
    decipher.update(Buffer.from(data, "base64url")),
    decipher.final(),
  ]).toString("utf8");
}

export const sealSecret = (plain: string) => sealWith(secretBoxKey(getConfig()), plain);
export const openSecret = (sealed: string) => openWith(secretBoxKey(getConfig()), sealed);
