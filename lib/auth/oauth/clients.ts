/**
 * The protocol clients (openid-client, certified): Google by OpenID Connect discovery from
 * GOOGLE_ISSUER, with the ID token's signature checked against the provider's keys
 * (`enableNonRepudiationChecks`: without it a token fetched over TLS is trusted unsigned); Facebook
 * as plain OAuth 2 (it is no OpenID provider) with its endpoints under FACEBOOK_BASE_URL.
 */
import "server-only";
import * as oidc from "openid-client";
import { getConfig } from "@/lib/config";
import { forgetProcessSingleton, processSingleton } from "@/lib/process-singleton";
import type { ProviderId } from "./providers";

/** Seconds a provider has to answer each request before the sign-in says it is unavailable. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** Facebook's own endpoints (Graph API version pinned: its behaviour changes between versions). */
const FACEBOOK = {
  authorize: "https://www.facebook.com/v21.0/dialog/oauth",
  token: "https://graph.facebook.com/v21.0/oauth/access_token",
  me: "https://graph.facebook.com/v21.0/me",
};

/** Plain HTTP only to a provider on this machine (a test's or a developer's); never across a network. */
function isLoopback(url: URL): boolean {
  return ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
}

function insecureOnLoopback(url: URL): Array<(config: oidc.Configuration) => void> {
  return url.protocol === "http:" && isLoopback(url) ? [oidc.allowInsecureRequests] : [];
}

async function discoverGoogle(): Promise<oidc.Configuration> {
  const config = getConfig();
  const issuer = new URL(config.GOOGLE_ISSUER);
  const client = await oidc.discovery(
    issuer,
    config.GOOGLE_CLIENT_ID ?? "",
    { id_token_signed_response_alg: "RS256" },
    oidc.ClientSecretPost(config.GOOGLE_CLIENT_SECRET ?? ""),
    {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      execute: [...insecureOnLoopback(issuer), oidc.enableNonRepudiationChecks],
    },
  );
  client.timeout = PROVIDER_TIMEOUT_SECONDS;
  return client;
}

/** Google's configuration, discovered once per process; a failed discovery is tried again next time. */
export async function googleClient(): Promise<oidc.Configuration> {
  const pending = processSingleton("oauth-google", discoverGoogle);
  try {
    return await pending;
  } catch (error) {
    forgetProcessSingleton("oauth-google");
    throw error;
  }
}

export function facebookEndpoints(): typeof FACEBOOK {
  const base = getConfig().FACEBOOK_BASE_URL?.replace(/\/$/, "");
  if (!base) return FACEBOOK;
  return {
    authorize: `${base}/dialog/oauth`,
    token: `${base}/oauth/access_token`,
    me: `${base}/me`,
  };
}

export function facebookClient(): oidc.Configuration {
  const config = getConfig();
  const endpoints = facebookEndpoints();
  const client = new oidc.Configuration(
    {
      issuer: new URL(endpoints.authorize).origin,
      authorization_endpoint: endpoints.authorize,
      token_endpoint: endpoints.token,
    },
    config.FACEBOOK_CLIENT_ID ?? "",
    undefined,
    oidc.ClientSecretPost(config.FACEBOOK_CLIENT_SECRET ?? ""),
  );
  for (const step of insecureOnLoopback(new URL(endpoints.token))) step(client);
  client.timeout = PROVIDER_TIMEOUT_SECONDS;
  return client;
}

export function clientFor(provider: ProviderId): Promise<oidc.Configuration> {
  return provider === "google" ? googleClient() : Promise.resolve(facebookClient());
}
