/**
 * The other providers one may sign in with, their names on screen, and which of them this site has
 * configured (both an id and a secret). Imports no server code: Settings and the sign-in screens use it.
 */
export const PROVIDERS = ["google", "facebook"] as const;
export type ProviderId = (typeof PROVIDERS)[number];

export const PROVIDER_LABELS: Record<ProviderId, string> = {
  google: "Google",
  facebook: "Facebook",
};

export function isProviderId(value: unknown): value is ProviderId {
  return PROVIDERS.includes(value as ProviderId);
}

type ProviderEnv = {
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  FACEBOOK_CLIENT_ID?: string;
  FACEBOOK_CLIENT_SECRET?: string;
};

export function configuredProviders(config: ProviderEnv): ProviderId[] {
  return PROVIDERS.filter((provider) =>
    provider === "google"
      ? Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET)
      : Boolean(config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET),
  );
}

/** Where a sign-in round trip starts: a plain link (no script), back to `next` afterwards. */
export function startPath(
  provider: ProviderId,
  { role, next, intent }: { role?: "seer" | null; next?: string | null; intent?: "connect" },
): string {
  const query = new URLSearchParams();
  if (role) query.set("role", role);
  if (next) query.set("next", next);
  if (intent) query.set("intent", intent);
  const search = query.toString();
  return `/api/auth/oauth/${provider}/start${search ? `?${search}` : ""}`;
}
