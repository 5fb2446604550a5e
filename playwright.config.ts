import { defineConfig, devices } from "@playwright/test";
import {
  appPort,
  baseURL,
  chromiumPath,
  dataDir,
  facebookBase,
  facebookPort,
  googleIssuer,
  googlePort,
  mailDir,
  mailPort,
  OAUTH_TEST_CLIENTS,
  paymentsBaseURL,
  paymentsDataDir,
  paymentsPort,
  STRIPE_TEST_KEYS,
  SUPERUSER,
  stripeBase,
  stripePort,
} from "./e2e/support/e2e-env";

// scripts/test.mjs chooses the port, the database and the browser; these defaults let
// `npx playwright test` work alone on the embedded SQLite default too.
const CATALOG_SPECS = ["**/discover.spec.ts"];
/**
 * Paid sessions, paid event seats and readings: their own projects, against the payments server
 * below. Readings are here for its clock too: no spec moves it, while a reading's ring (60 s) and
 * meter could not live through another spec's jump of the main server's clock.
 */
const PAYMENTS_SPECS = ["**/payments.spec.ts", "**/paid-seats.spec.ts", "**/readings.spec.ts"];
/**
 * The payments server and its Stripe stand-in run on SQLite only, so the PostgreSQL run (which
 * sets E2E_DATABASE_URL and selects the desktop project) starts neither: the API suite covers
 * payments on PostgreSQL.
 */
const withPayments = !process.env.E2E_DATABASE_URL;

/** The app server's settings; the payments server takes them with its own port, data and Stripe. */
const appEnv = {
  PORT: String(appPort),
  HOSTNAME: "127.0.0.1",
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
  RATE_LIMIT_PER_IP: "10000",
  RATE_LIMIT_PER_ACCOUNT: "10000",
  // The /login demo buttons, on PostgreSQL too (SQLite's default already has them).
  DEMO_ACCOUNTS: "true",
  // The first superuser with a known password (SUPERUSER in e2e/support/e2e-env.ts).
  FIRST_SUPERUSER: SUPERUSER.email,
  FIRST_SUPERUSER_PASSWORD: SUPERUSER.password,
  SMTP_HOST: "127.0.0.1",
  SMTP_PORT: String(mailPort),
  SMTP_TLS: "false",
  SMTP_SSL: "false",
  EMAILS_FROM_EMAIL: "no-reply@seers.test",
  ...OAUTH_TEST_CLIENTS,
  GOOGLE_ISSUER: googleIssuer,
  FACEBOOK_BASE_URL: facebookBase,
  // Test tooling: /error-check fails to render (error-page.spec.ts) and PUT
  // /api/v1/utils/clock moves time (booking.spec.ts); it also opens POST /private/users/,
  // which no browser test touches.
  ENVIRONMENT: "local",
  // Cheap password hashes (lib/auth/password.ts; refused unless ENVIRONMENT=local): every sign-up
  // and sign-in would otherwise spend 21 ms of CPU on argon2.
  PASSWORD_HASHING: "fast",
  // Public pages still go through the page cache (hashed policy, no personal data) but
  // are rendered for each request: tests change listings and read them back at once.
  // tests/api/page-cache.test.ts covers the reuse and its 60-second bound.
  PAGE_CACHE_SECONDS: "0",
};

export default defineConfig({
  testDir: "e2e",
  // scripts/test.mjs runs two suites at once (SQLite and PostgreSQL), each into its own folder.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE
    ? [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE }]]
    : [["list"]],
  use: {
    baseURL,
    // A trace (DOM snapshots and a screencast of every step) is recorded only when a failed test
    // is run again: recording it for every test costs a third of the suite's time on two cores.
    trace: "on-first-retry",
    // Toasts and dialogs appear at once instead of fading in (sonner and our CSS honour it): an
    // axe scan or a screenshot on a loaded machine then never catches a half-transparent toast
    // and reports its contrast.
    reducedMotion: "reduce",
    // Pages register the site's service worker after load; only e2e/install.spec.ts lets it run,
    // so no other test pays for its install or has its navigations pass through it.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        // Pages live a few seconds here: V8's optimising compiler (TurboFan) would spend CPU on
        // code that has ended before it pays off; the baseline compilers run it all the same.
        "--js-flags=--max-opt=1",
        // One renderer process per tab, not one per site within it: fewer processes to start in a
        // suite that opens thousands of pages (the tests load no third-party frames).
        "--disable-site-isolation-trials",
      ],
    },
  },
  projects: [
    // Specs that count the sample catalogue run first, before other specs publish Seers of
    // their own (listing, booking): a published Seer rightly shows on Discover and changes counts.
    {
      name: "catalog-desktop",
      testMatch: CATALOG_SPECS,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      name: "catalog-phone",
      testMatch: CATALOG_SPECS,
      grep: /@phone/,
      use: { ...devices["Pixel 7"], channel: undefined },
    },
    {
      name: "desktop",
      testIgnore: [...CATALOG_SPECS, ...PAYMENTS_SPECS],
      dependencies: ["catalog-desktop", "catalog-phone"],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    // Every test runs on desktop; on a phone only those tagged @phone (layout-dependent flows),
    // which keeps the whole `npm test` run inside its time budget on two cores.
    {
      name: "phone",
      testIgnore: [...CATALOG_SPECS, ...PAYMENTS_SPECS],
      grep: /@phone/,
      dependencies: ["catalog-desktop", "catalog-phone"],
      use: { ...devices["Pixel 7"], channel: undefined },
    },
    // A server of their own: nothing they publish shows on the main server's Discover.
    ...(withPayments
      ? [
          {
            name: "payments-desktop",
            testMatch: PAYMENTS_SPECS,
            use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: paymentsBaseURL },
          },
          {
            name: "payments-phone",
            testMatch: PAYMENTS_SPECS,
            grep: /@phone/,
            // The narrowest phone the issue names (375 px), for the money tables.
            use: {
              ...devices["Pixel 7"],
              viewport: { width: 375, height: 812 },
              channel: undefined,
              baseURL: paymentsBaseURL,
            },
          },
        ]
      : []),
  ],
  webServer: [
    {
      // A real SMTP server: the password-reset tests read the email the app sends.
      command: "node e2e/support/mail-catcher.mjs",
      port: mailPort,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { MAIL_PORT: String(mailPort), MAIL_DIR: mailDir },
    },
    {
      // Google (a real OpenID Connect provider) and Facebook stand-ins on loopback: oauth.spec.ts.
      command: "node e2e/support/oauth-providers.mjs",
      url: `${googleIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        GOOGLE_PORT: String(googlePort),
        FACEBOOK_PORT: String(facebookPort),
        ...OAUTH_TEST_CLIENTS,
      },
    },
    {
      command: "node scripts/server.mjs",
      url: `${baseURL}/api/v1/utils/health-check/`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: appEnv,
    },
    ...(withPayments
      ? [
          {
            // Stripe's API, its hosted pay and onboarding pages, and its signed webhooks, on
            // loopback; tests switch it and read its ledger under /__control.
            command: "node e2e/support/stripe-stand-in.mjs",
            url: `${stripeBase}/__control/ledger`,
            reuseExistingServer: false,
            timeout: 30_000,
            env: {
              ...STRIPE_TEST_KEYS,
              STRIPE_STAND_IN_PORT: String(stripePort),
              STRIPE_STAND_IN_WEBHOOK_URL: `${paymentsBaseURL}/api/v1/payments/stripe-webhook`,
            },
          },
          {
            // The same app with payments on: Stripe's keys and the stand-in's address.
            command: "node scripts/server.mjs",
            url: `${paymentsBaseURL}/api/v1/utils/health-check/`,
            reuseExistingServer: false,
            timeout: 120_000,
            env: {
              ...appEnv,
              PORT: String(paymentsPort),
              DATA_DIR: paymentsDataDir,
              DATABASE_URL: "",
              ...STRIPE_TEST_KEYS,
              STRIPE_API_BASE: stripeBase,
            },
          },
        ]
      : []),
  ],
});
