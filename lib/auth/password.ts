/** Password hashing with argon2id at the OWASP-recommended cost (19 MiB, 2 passes, 1 lane). */
import "server-only";
import argon2 from "argon2";
import { getConfig } from "@/lib/config";

/** Every deployment's cost, the OWASP recommendation for argon2id. */
export const STANDARD_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Test servers' cost (`PASSWORD_HASHING=fast`, refused unless `ENVIRONMENT=local`): the suites sign
 * up and sign in thousands of times, and at the standard cost each hash takes about 21 ms of CPU,
 * 40 times this one's. The same code runs: a hash is still argon2id, verified from its own string.
 */
export const FAST_COST = { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

/** The cost new hashes are made at; anything but a local server's explicit "fast" is standard. */
export function hashingCost(config: {
  ENVIRONMENT?: string;
  PASSWORD_HASHING: string;
}): typeof STANDARD_COST | typeof FAST_COST {
  return config.PASSWORD_HASHING === "fast" && config.ENVIRONMENT === "local"
    ? FAST_COST
    : STANDARD_COST;
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...hashingCost(getConfig()) });
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against the stored hash; with no hash (unknown email) it still spends one
 * verification, so response time does not tell who is registered.
 */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword("not-a-real-password-only-for-timing");
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
