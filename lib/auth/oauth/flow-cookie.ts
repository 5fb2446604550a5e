/**
 * A sign-in round trip's secrets (state, nonce, PKCE verifier) and intent, signed into a short-lived
 * httpOnly cookie that only the callback reads. Each state works once (`markStateUsed`, in the
 * database, so a replayed callback fails on any instance).
 */
import "server-only";
import { jwtVerify, SignJWT } from "jose";
import { now } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db/client";
import { isProviderId, type ProviderId } from "./providers";

export const FLOW_COOKIE = "oauth_flow";
const FLOW_MINUTES = 10;
const ATTRIBUTES = "Path=/api/auth/oauth; HttpOnly; Secure; SameSite=Lax";

export type Flow = {
  provider: ProviderId;
  state: string;
  nonce: string;
  verifier: string;
  /** The account type a new account gets: 1 when the flow began from a `role=seer` page. */
  type: 0 | 1;
  /** Where to go afterwards, a path on this site (lib/auth/next-path.ts). */
  next: string | null;
  /** Set when a signed-in person connects the provider to their account (Settings). */
  connectUserId: string | null;
};

const key = () => new TextEncoder().encode(getConfig().SECRET_KEY);

export async function flowCookie(flow: Flow): Promise<string> {
  const token = await new SignJWT({ ...flow, use: "oauth-flow" })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt()
    .setExpirationTime(`${FLOW_MINUTES}m`)
    .sign(key());
  return `${FLOW_COOKIE}=${token}; Max-Age=${FLOW_MINUTES * 60}; ${ATTRIBUTES}`;
}

export function clearedFlowCookie(): string {
  return `${FLOW_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`;
}

const text = (value: unknown) => (typeof value === "string" ? value : null);

export async function readFlow(token: string | undefined): Promise<Flow | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: ["HS256"] });
    const state = text(payload.state);
    const verifier = text(payload.verifier);
    if (payload.use !== "oauth-flow" || !isProviderId(payload.provider) || !state || !verifier) {
      return null;
    }
    return {
      provider: payload.provider,
      state,
      nonce: text(payload.nonce) ?? "",
      verifier,
      type: payload.type === 1 ? 1 : 0,
      next: text(payload.next),
      connectUserId: text(payload.connectUserId),
    };
  } catch {
    return null;
  }
}

/** True the first time a state is used, false ever after (within the flow's lifetime and beyond). */
export async function markStateUsed(state: string): Promise<boolean> {
  const db = getDb();
  const at = now();
  // States older than a flow can live can never come back valid: forget them.
  const expired = new Date(at.getTime() - 2 * FLOW_MINUTES * 60_000).toISOString();
  await db.deleteFrom("oauth_state_used").where("used_at", "<", expired).execute();
  const result = await db
    .insertInto("oauth_state_used")
    .values({ state, used_at: at.toISOString() })
    .onConflict((oc) => oc.column("state").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
