/** Environment configuration: parsed and checked once, with a message that names the bad variable. */
import "server-only";
import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { processSingleton } from "@/lib/process-singleton";

const WEAK_SECRETS = new Set(["changethis", "secret", "changeme", "password"]);

const flag = (fallback: boolean) =>
  z
    .enum(["1", "0", "true", "false", "yes", "no", "on", "off", "True", "False"])
    .optional()
    .transform((v) =>
      v === undefined ? fallback : ["1", "true", "yes", "on", "True"].includes(v),
    );

const optionalFlag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off", "True", "False"])
  .optional()
  .transform((v) => (v === undefined ? undefined : ["1", "true", "yes", "on", "True"].includes(v)));

const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);
/** How many bytes a key given as 64 hex digits or base64 holds. */
const calendarKeyBytes = (text: string) =>
  /^[0-9a-fA-F]{64}$/.test(text.trim())
    ? 32
    : Buffer.from(text.trim().replace(/-/g, "+").replace(/_/g, "/"), "base64").length;
/** How many bytes a base64url text holds (0 when it is not base64url). */
const base64urlBytes = (text: string) =>
  /^[A-Za-z0-9_-]+$/.test(text.trim()) ? Buffer.from(text.trim(), "base64url").length : 0;
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const positiveInt = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(fallback));

/** A comma-separated list of ICE server URLs, each of one of `schemes` (e.g. `turn:host:3478`). */
const iceUrlList = (schemes: readonly string[]) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((raw, ctx) => {
        const urls = (raw ?? "")
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean);
        for (const url of urls) {
          if (!schemes.some((scheme) => url.startsWith(`${scheme}:`))) {
            ctx.addIssue({
              code: "custom",
              message: `"${url}" must start with ${schemes.map((s) => `${s}:`).join(" or ")}`,
            });
            return z.NEVER;
          }
        }
        return urls;
      }),
  );

/** `BACKEND_CORS_ORIGINS` accepts a comma-separated list or a JSON array, as the template does. */
const originList = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return [];
      let parts: unknown;
      try {
        parts = raw.trim().startsWith("[") ? JSON.parse(raw) : raw.split(",");
      } catch {
        ctx.addIssue({ code: "custom", message: "must be a comma-separated list or a JSON array" });
        return z.NEVER;
      }
      if (!Array.isArray(parts)) {
        ctx.addIssue({ code: "custom", message: "must be a list of origins" });
        return z.NEVER;
      }
      const origins: string[] = [];
      for (const part of parts) {
        const text = String(part).trim();
        if (!text) continue;
        try {
          origins.push(new URL(text).origin);
        } catch {
          ctx.addIssue({ code: "custom", message: `"${text}" is not a URL` });
          return z.NEVER;
        }
      }
      return origins;
    }),
);

const envSchema = z.object({
  ENVIRONMENT: z.enum(["local", "staging", "production"]).optional(),
  // Test servers only (refused unless ENVIRONMENT=local): see lib/auth/password.ts.
  PASSWORD_HASHING: z.preprocess(
    emptyToUndefined,
    z.enum(["standard", "fast"]).default("standard"),
  ),
  PORT: positiveInt(3000).pipe(z.number().max(65535)),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default(".data")),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .refine((v) => !v || /^(postgres(ql)?:\/\/|sqlite:|file:)/.test(v), {
        message: "must start with postgres://, postgresql://, sqlite: or file:",
      }),
  ),
  // SQLite: how long a write waits for another process's write before it fails (SQLITE_BUSY).
  SQLITE_BUSY_TIMEOUT_MS: positiveInt(5000).pipe(z.number().max(60_000)),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .refine((v) => !v || /^rediss?:\/\//.test(v), { message: "must start with redis://" }),
  ),
  SECRET_KEY: optionalString,
  ACCESS_TOKEN_EXPIRE_MINUTES: positiveInt(60 * 24),
  EMAIL_RESET_TOKEN_EXPIRE_HOURS: positiveInt(48),
  FIRST_SUPERUSER: z.preprocess(emptyToUndefined, z.email().default("admin@example.com")),
  FIRST_SUPERUSER_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8).max(128).optional()),
  DEMO_ACCOUNTS: optionalFlag,
  SMTP_HOST: optionalString,
  SMTP_PORT: positiveInt(587).pipe(z.number().max(65535)),
  SMTP_USER: optionalString,
  SMTP_PASSWORD: optionalString,
  SMTP_TLS: flag(true),
  SMTP_SSL: flag(false),
  EMAILS_FROM_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  EMAILS_FROM_NAME: optionalString,
  FRONTEND_HOST: z.preprocess(emptyToUndefined, z.url().optional()),
  BACKEND_CORS_ORIGINS: originList,
  TRUST_PROXY: flag(false),
  RATE_LIMIT_PER_IP: positiveInt(30),
  RATE_LIMIT_PER_ACCOUNT: positiveInt(10),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(60),
  MAX_BODY_BYTES: positiveInt(64 * 1024),
  // Background workers (lib/jobs): how often the outbox looks for due emails, and whether this
  // instance runs the workers at all (every instance may; the outbox's leases keep them apart).
  OUTBOX_POLL_MS: positiveInt(1000).pipe(z.number().max(60_000)),
  // How long a message waits unread before its reader gets an email about it.
  MESSAGE_EMAIL_DELAY_SECONDS: positiveInt(300),
  // How long a Seer is rung for a reading before it counts as missed (lib/readings).
  READING_RING_SECONDS: positiveInt(60).pipe(z.number().max(600)),
  WORKERS_ENABLED: flag(true),
  // Continue with Google / Facebook (lib/auth/oauth): each shown only when both its id and secret
  // are set. The endpoints are configurable so that tests (and a staging provider) can stand in.
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.preprocess(emptyToUndefined, z.url().default("https://accounts.google.com")),
  FACEBOOK_CLIENT_ID: optionalString,
  FACEBOOK_CLIENT_SECRET: optionalString,
  FACEBOOK_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  // The session room's ICE servers (lib/rooms/ice-servers.ts): coturn's REST credentials are made
  // from TURN_SECRET (its static-auth-secret); TURN_RELAY_ONLY makes every call go through TURN.
  TURN_URLS: iceUrlList(["turn", "turns"]),
  TURN_SECRET: optionalString,
  STUN_URLS: iceUrlList(["stun", "stuns"]),
  TURN_RELAY_ONLY: flag(false),
  // Read by scripts/server.mjs's page cache (scripts/page-cache.mjs); checked here with the rest.
  PAGE_CACHE_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(60).default(60),
  ),
  // Paid sessions through Stripe Connect (lib/payments): on with both the secret key and the
  // webhook endpoint's secret, off with neither. The Connect endpoint's secret signs the connected
  // accounts' events (the same route takes either). STRIPE_API_BASE points the SDK at a stand-in.
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_CONNECT_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: z.preprocess(
    emptyToUndefined,
    z
      .url()
      .optional()
      .refine((v) => !v || /^https?:\/\//.test(v), {
        message: "must start with http:// or https://",
      }),
  ),
  PLATFORM_FEE_PERCENT: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .min(0)
      .max(50)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, {
        message: "at most two decimals (e.g. 15 or 12.5)",
      })
      .default(15),
  ),
  // How often the payments job re-reads what waits at Stripe (a lost webhook, a release to retry).
  PAYMENTS_RECONCILE_SECONDS: positiveInt(300),
  // Seals calendar passwords and iCal addresses at rest (lib/security/secret-box.ts): 32 bytes in
  // base64 or hex; unset, a key derived from SECRET_KEY is used.
  CALENDAR_ENCRYPTION_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .refine((v) => !v || calendarKeyBytes(v) === 32, {
        message: "must be 32 bytes, in base64 or hex (e.g. `openssl rand -base64 32`)",
      }),
  ),
  // Web Push (lib/push/vapid.ts): the VAPID pair, base64url (65-byte public, 32-byte private
  // key), and the contact push services may write to. Unset, a pair is generated once and kept
  // in the database.
  VAPID_PUBLIC_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .refine((v) => !v || base64urlBytes(v) === 65, {
        message:
          "must be a P-256 public key: 65 bytes in base64url (npx web-push generate-vapid-keys)",
      }),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .refine((v) => !v || base64urlBytes(v) === 32, {
        message: "must be a P-256 private key: 32 bytes in base64url",
      }),
  ),
  VAPID_SUBJECT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .refine((v) => !v || /^(mailto:\S+@\S+|https:\/\/\S+)$/.test(v), {
        message: "must be a mailto: or https: address (e.g. mailto:ops@example.com)",
      }),
  ),
});

type Config = Omit<z.infer<typeof envSchema>, "SECRET_KEY" | "DEMO_ACCOUNTS"> & {
  SECRET_KEY: string;
  DEMO_ACCOUNTS: boolean;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`)
    .join("\n");
}

function resolveDatabase(url: string | undefined, dataDir: string): Config["database"] {
  if (!url) return { kind: "sqlite", file: path.join(dataDir, "seers.db") };
  if (url.startsWith("postgres")) return { kind: "postgres", url };
  return { kind: "sqlite", file: url.replace(/^(sqlite|file):(\/\/)?/, "") };
}

/** An unset SECRET_KEY is generated once and kept beside the data so tokens survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "secret_key");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  // Written whole to a private temporary file, then linked into place: another instance
  // starting at the same moment either wins the link (we read theirs) or never sees a half file.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(temporary, randomBytes(32).toString("base64url"), { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch {
    // The other instance linked first: theirs is the secret.
  } finally {
    unlinkSync(temporary);
  }
  return readFileSync(file, "utf8").trim();
}

/** Payments are on with both Stripe secrets, off with neither; one alone is a slip worth stopping for. */
function checkStripe(values: z.infer<typeof envSchema>): void {
  const refuse = (line: string) => {
    throw new ConfigError(`Invalid configuration:\n  ${line}`);
  };
  const { STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: webhook } = values;
  if (key && !webhook) {
    refuse(
      "STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (the webhook endpoint's signing secret)",
    );
  }
  if (webhook && !key) refuse("STRIPE_SECRET_KEY: required with STRIPE_WEBHOOK_SECRET");
  if (values.STRIPE_CONNECT_WEBHOOK_SECRET && !key) {
    refuse("STRIPE_SECRET_KEY: required with STRIPE_CONNECT_WEBHOOK_SECRET");
  }
  if (values.STRIPE_API_BASE && values.ENVIRONMENT === "production") {
    refuse("STRIPE_API_BASE: a stand-in of Stripe is refused when ENVIRONMENT=production");
  }
}

export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration:\n${describeIssues(parsed.error)}`);
  }
  const values = parsed.data;
  if (values.SECRET_KEY && values.ENVIRONMENT === "production") {
    if (WEAK_SECRETS.has(values.SECRET_KEY) || values.SECRET_KEY.length < 32) {
      throw new ConfigError(
        "Invalid configuration:\n  SECRET_KEY: a known-weak or short value (under 32 characters) is refused when ENVIRONMENT=production",
      );
    }
  }
  if (values.PASSWORD_HASHING === "fast" && values.ENVIRONMENT !== "local") {
    throw new ConfigError(
      "Invalid configuration:\n  PASSWORD_HASHING: fast is for test servers, refused unless ENVIRONMENT=local",
    );
  }
  if (values.TURN_URLS.length > 0 && !values.TURN_SECRET) {
    throw new ConfigError(
      "Invalid configuration:\n  TURN_SECRET: required with TURN_URLS (coturn's static-auth-secret)",
    );
  }
  if (values.TURN_RELAY_ONLY && values.TURN_URLS.length === 0) {
    throw new ConfigError(
      "Invalid configuration:\n  TURN_RELAY_ONLY: needs TURN_URLS (a relay to go through)",
    );
  }
  if (Boolean(values.VAPID_PUBLIC_KEY) !== Boolean(values.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      "Invalid configuration:\n  VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together (set both or neither)",
    );
  }
  checkStripe(values);
  const database = resolveDatabase(values.DATABASE_URL, values.DATA_DIR);
  return {
    ...values,
    SECRET_KEY: values.SECRET_KEY ?? loadOrCreateSecret(values.DATA_DIR),
    DEMO_ACCOUNTS: values.DEMO_ACCOUNTS ?? (database.kind === "sqlite" && !values.DATABASE_URL),
    database,
  };
}

/** The process's configuration; route handlers and server components share one parse. */
export function getConfig(): Config {
  return processSingleton("config", () => parseConfig(process.env));
}
