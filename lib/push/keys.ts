/**
 * What a browser's subscription must hold to be encrypted to (RFC 8291): an https endpoint, a
 * P-256 public key (65 bytes, uncompressed, on the curve) and a 16-byte secret. Pure.
 */
import { createECDH } from "node:crypto";

const fromBase64url = (text: string): Buffer | undefined =>
  /^[A-Za-z0-9_-]+={0,2}$/.test(text) ? Buffer.from(text, "base64url") : undefined;

export function isHttpsEndpoint(endpoint: string): boolean {
  try {
    const url = new URL(endpoint);
    return url.protocol === "https:" && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** An uncompressed point that lies on P-256 (node refuses any other when computing a secret). */
export function isP256Point(p256dh: string): boolean {
  const bytes = fromBase64url(p256dh);
  if (bytes?.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    const own = createECDH("prime256v1");
    own.generateKeys();
    own.computeSecret(bytes);
    return true;
  } catch {
    return false;
  }
}

export function isAuthSecret(auth: string): boolean {
  return fromBase64url(auth)?.length === 16;
}
