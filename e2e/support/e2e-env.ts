/**
 * Where the e2e run's servers live, computed once from the environment that scripts/test.mjs
 * (or a person) sets, so playwright.config.ts and the tests agree without passing values around.
 */
import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The browser: CHROMIUM_PATH (scripts/test.mjs sets it), else Debian's headless shell when
 * installed, else Debian's full Chromium.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export const appPort = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${appPort}`;
/** The SMTP catcher listens beside the app: E2E_MAIL_PORT, or the app's port plus one. */
export const mailPort = Number(process.env.E2E_MAIL_PORT ?? appPort + 1);
/** The Google and Facebook stand-ins (e2e/support/oauth-providers.mjs): next to the catcher by default. */
export const googlePort = Number(process.env.E2E_GOOGLE_PORT ?? appPort + 2);
export const facebookPort = Number(process.env.E2E_FACEBOOK_PORT ?? appPort + 3);
export const googleIssuer = `http://127.0.0.1:${googlePort}`;
export const facebookBase = `http://127.0.0.1:${facebookPort}`;
/** The test clients registered with both stand-ins (passed to them and to the app). */
export const OAUTH_TEST_CLIENTS = {
  GOOGLE_CLIENT_ID: "seers-e2e-google",
  GOOGLE_CLIENT_SECRET: "google-e2e-secret",
  FACEBOOK_CLIENT_ID: "seers-e2e-facebook",
  FACEBOOK_CLIENT_SECRET: "facebook-e2e-secret",
};
/**
 * Paid sessions (e2e/payments.spec.ts) run against a second app server with payments on, pointed
 * at the Stripe stand-in (e2e/support/stripe-stand-in.mjs); the main server keeps them off.
 */
export const paymentsPort = Number(process.env.E2E_PAYMENTS_PORT ?? appPort + 4);
export const paymentsBaseURL = `http://127.0.0.1:${paymentsPort}`;
export const stripePort = Number(process.env.E2E_STRIPE_PORT ?? appPort + 5);
export const stripeBase = `http://127.0.0.1:${stripePort}`;
/** The keys the stand-in expects and signs its webhooks with (passed to it and to the app). */
export const STRIPE_TEST_KEYS = {
  STRIPE_SECRET_KEY: "sk_test_seers_e2e",
  STRIPE_WEBHOOK_SECRET: "whsec_seers_e2e_platform",
  STRIPE_CONNECT_WEBHOOK_SECRET: "whsec_seers_e2e_connect",
};
export const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? ".data/e2e");
/** The catcher writes each message it accepts here as one .eml file. */
export const mailDir = path.join(dataDir, "mail");
/** The payments server's own database and files, apart from the main server's. */
export const paymentsDataDir = path.join(dataDir, "payments");

/** The first superuser of the e2e server, for the superuser-only screens' tests. */
export const SUPERUSER = { email: "admin@example.com", password: "Superuser#2024" } as const;
