/**
 * One round trip with a provider: the authorization URL to send the browser to (authorization code
 * with PKCE, state and nonce), and on its return the checked profile of the person, or the reason
 * it failed. Who that person is to us is decided in ./sign-in.ts.
 */
import "server-only";
import * as oidc from "openid-client";
import { clientFor, facebookEndpoints } from "./clients";
import type { Flow } from "./flow-cookie";
import type { OAuthFailure } from "./messages";
import type { ProviderId } from "./providers";

/** What a provider told us about the person, as far as we believe it. */
export type ProviderProfile = {
  provider: ProviderId;
  subject: string;
  email: string | null;
  /** Only Google's ID token can say so; Facebook's email is never taken as proven. */
  emailVerified: boolean;
  firstname: string | null;
  lastname: string | null;
  fullName: string | null;
};

export class FlowFailure extends Error {
  constructor(readonly failure: OAuthFailure) {
    super(failure);
  }
}

const SCOPES: Record<ProviderId, string> = {
  google: "openid email profile",
  facebook: "email public_profile",
};

export async function authorizationUrl(
  flow: Pick<Flow, "provider" | "state" | "nonce" | "verifier">,
  redirectUri: string,
): Promise<URL> {
  const client = await clientFor(flow.provider).catch(() => {
    throw new FlowFailure("unavailable");
  });
  const parameters: Record<string, string> = {
    redirect_uri: redirectUri,
    scope: SCOPES[flow.provider],
    state: flow.state,
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: "S256",
  };
  if (flow.provider === "google") parameters.nonce = flow.nonce;
  return oidc.buildAuthorizationUrl(client, parameters);
}

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
]);

/** A provider that cannot be reached or answers 5xx is "unavailable"; anything it refused is "failed". */
function classify(error: unknown): FlowFailure {
  if (error instanceof FlowFailure) return error;
  let cause: unknown = error;
  for (let depth = 0; cause && depth < 4; depth++) {
    const { code, name, status } = cause as { code?: unknown; name?: unknown; status?: unknown };
    if (typeof code === "string" && NETWORK_CODES.has(code)) return new FlowFailure("unavailable");
    if (name === "TimeoutError" || name === "AbortError") return new FlowFailure("unavailable");
    if (typeof status === "number" && status >= 500) return new FlowFailure("unavailable");
    if (cause instanceof TypeError && cause.message === "fetch failed") {
      return new FlowFailure("unavailable");
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  // A response is 5xx when openid-client says it did not expect its status.
  const response = (error as { cause?: unknown })?.cause;
  if (response instanceof Response && response.status >= 500) return new FlowFailure("unavailable");
  return new FlowFailure("failed");
}

const claimText = (value: unknown) =>
  typeof value === "string" && value.trim() ? value.trim() : null;

async function googleProfile(
  tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
): Promise<ProviderProfile> {
  const claims = tokens.claims();
  if (!claims) throw new FlowFailure("failed");
  return {
    provider: "google",
    subject: claims.sub,
    email: claimText(claims.email)?.toLowerCase() ?? null,
    emailVerified: claims.email_verified === true,
    firstname: claimText(claims.given_name),
    lastname: claimText(claims.family_name),
    fullName: claimText(claims.name),
  };
}

async function facebookProfile(
  client: oidc.Configuration,
  accessToken: string,
): Promise<ProviderProfile> {
  const url = new URL(facebookEndpoints().me);
  url.searchParams.set("fields", "id,name,first_name,last_name,email");
  const response = await oidc.fetchProtectedResource(client, accessToken, url, "GET");
  if (response.status >= 500) throw new FlowFailure("unavailable");
  if (!response.ok) throw new FlowFailure("failed");
  const me = (await response.json()) as Record<string, unknown>;
  const subject = claimText(me.id);
  if (!subject) throw new FlowFailure("failed");
  return {
    provider: "facebook",
    subject,
    email: claimText(me.email)?.toLowerCase() ?? null,
    emailVerified: false,
    firstname: claimText(me.first_name),
    lastname: claimText(me.last_name),
    fullName: claimText(me.name),
  };
}

/**
 * Checks the provider's answer against the flow (state; for Google the ID token's signature, iss,
 * aud, exp and nonce) and exchanges the code with the PKCE verifier. `callback`: the URL the
 * browser came back to, on our registered redirect URI.
 */
export async function finishFlow(
  flow: Flow,
  callback: URL,
  redirectUri: string,
): Promise<ProviderProfile> {
  try {
    const client = await clientFor(flow.provider);
    const tokens = await oidc.authorizationCodeGrant(
      client,
      callback,
      {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        ...(flow.provider === "google" ? { expectedNonce: flow.nonce, idTokenExpected: true } : {}),
      },
      { redirect_uri: redirectUri },
    );
    if (flow.provider === "google") return await googleProfile(tokens);
    return await facebookProfile(client, tokens.access_token);
  } catch (error) {
    throw classify(error);
  }
}
