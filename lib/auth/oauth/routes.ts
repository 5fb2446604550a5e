/**
 * The round trip's route handlers (app/api/auth/oauth/*): start (to the provider, with a fresh
 * flow cookie), callback (back from it: checks, then sign in, connect, or ask for an email), each a
 * redirect whatever happens; an unexpected error is logged and reads "failed", never a 500.
 */
import "server-only";
import { cookies } from "next/headers";
import * as oidc from "openid-client";
import { requestSiteUrl } from "@/lib/api/request-info";
import { afterSignupPath, safeNextPath } from "@/lib/auth/next-path";
import { getSessionUser, startSession } from "@/lib/auth/session";
import { getConfig } from "@/lib/config";
import { ensureReady } from "@/lib/startup";
import { findUserById } from "@/lib/users/queries";
import { authorizationUrl, FlowFailure, finishFlow } from "./flow";
import {
  clearedFlowCookie,
  FLOW_COOKIE,
  type Flow,
  flowCookie,
  markStateUsed,
  readFlow,
} from "./flow-cookie";
import type { OAuthFailure } from "./messages";
import { pendingCookie } from "./pending-signup";
import { configuredProviders, isProviderId, type ProviderId } from "./providers";
import { failureLocation, redirectTo } from "./responses";
import { connectIdentity, signInWith } from "./sign-in";

type Context = { params: Promise<{ provider: string }> };

const callbackUri = (req: Request, provider: ProviderId) =>
  `${requestSiteUrl(req)}/api/auth/oauth/${provider}/callback`;

function failureOf(error: unknown): OAuthFailure {
  if (error instanceof FlowFailure) return error.failure;
  console.error("[oauth] unexpected error:", error);
  return "failed";
}

async function providerFrom(context: Context): Promise<ProviderId | null> {
  const { provider } = await context.params;
  return isProviderId(provider) ? provider : null;
}

export async function startRoute(req: Request, context: Context): Promise<Response> {
  const provider = await providerFrom(context);
  const url = new URL(req.url);
  const next = safeNextPath(url.searchParams.get("next"), "") || null;
  const connecting = url.searchParams.get("intent") === "connect";
  const fail = (failure: OAuthFailure) =>
    redirectTo(failureLocation(failure, provider ?? "google", { next, connecting }));
  if (!provider) return redirectTo("/login");
  if (!configuredProviders(getConfig()).includes(provider)) return fail("unconfigured");
  try {
    await ensureReady();
    const user = connecting ? await getSessionUser() : null;
    if (connecting && !user) return redirectTo("/login?next=%2Fsettings%3Ftab%3Dconnected");
    const flow: Flow = {
      provider,
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
      type: url.searchParams.get("role")?.toLowerCase() === "seer" ? 1 : 0,
      next,
      connectUserId: user?.id ?? null,
    };
    const target = await authorizationUrl(flow, callbackUri(req, provider));
    return redirectTo(target.href, [await flowCookie(flow)]);
  } catch (error) {
    return fail(failureOf(error));
  }
}

async function afterCallback(req: Request, provider: ProviderId, flow: Flow): Promise<Response> {
  const url = new URL(req.url);
  const error = url.searchParams.get("error");
  if (error) throw new FlowFailure(error === "access_denied" ? "denied" : "failed");
  if (url.searchParams.get("state") !== flow.state || flow.provider !== provider) {
    throw new FlowFailure("state");
  }
  if (!(await markStateUsed(flow.state))) throw new FlowFailure("state");
  const redirectUri = callbackUri(req, provider);
  const profile = await finishFlow(flow, new URL(`${redirectUri}${url.search}`), redirectUri);
  const cleared = [clearedFlowCookie()];

  if (flow.connectUserId) {
    const signedIn = await getSessionUser();
    const user = signedIn?.id === flow.connectUserId ? await findUserById(signedIn.id) : undefined;
    if (!user) throw new FlowFailure("state");
    await connectIdentity(user, profile);
    return redirectTo(`/settings?tab=connected&connected=${provider}`, cleared);
  }

  const outcome = await signInWith(profile, flow.type, requestSiteUrl(req));
  if (outcome.kind === "ask-email") {
    const { email: _email, emailVerified: _verified, ...rest } = profile;
    const pending = await pendingCookie({ profile: rest, type: flow.type, next: flow.next });
    return redirectTo("/signup/email", [...cleared, pending]);
  }
  const destination = outcome.created
    ? afterSignupPath(outcome.user.type, flow.next)
    : (flow.next ?? "/");
  return startSession(outcome.user, redirectTo(destination, cleared));
}

export async function callbackRoute(req: Request, context: Context): Promise<Response> {
  const provider = await providerFrom(context);
  if (!provider) return redirectTo("/login");
  let flow: Flow | null = null;
  try {
    await ensureReady();
    flow = await readFlow((await cookies()).get(FLOW_COOKIE)?.value);
    if (!flow) {
      // A refusal still reads as one, even when the flow cookie is gone.
      const refused = new URL(req.url).searchParams.get("error") === "access_denied";
      throw new FlowFailure(refused ? "denied" : "state");
    }
    return await afterCallback(req, provider, flow);
  } catch (error) {
    const location = failureLocation(failureOf(error), provider, {
      next: flow?.next ?? null,
      connecting: Boolean(flow?.connectUserId),
    });
    return redirectTo(location, [clearedFlowCookie()]);
  }
}
