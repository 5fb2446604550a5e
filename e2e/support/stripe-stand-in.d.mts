export declare const STAND_IN_SECRETS: {
  secretKey: string;
  webhookSecret: string;
  connectWebhookSecret: string;
};
export declare function signPayload(payload: string, secret: string, timestamp?: number): string;
export type StripeStandIn = {
  /** Where it listens, e.g. http://127.0.0.1:12111 (its API under /v1, its switches under /__control). */
  base: string;
  /** What points the app at it: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_CONNECT_WEBHOOK_SECRET, STRIPE_API_BASE. */
  env: Record<string, string>;
  close: () => Promise<void>;
};
export declare function startStripeStandIn(options?: {
  port?: number;
  host?: string;
  /** Where events are POSTed (also settable later: POST /__control/webhook). */
  webhookUrl?: string | null;
  secrets?: { secretKey: string; webhookSecret: string; connectWebhookSecret: string };
}): Promise<StripeStandIn>;
