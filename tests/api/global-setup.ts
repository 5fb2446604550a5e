/** Starts one production server (and a mail catcher) for the API suite, on the run's database. */

import path from "node:path";
import type { TestProject } from "vitest/node";
import { startOAuthProviders } from "../../e2e/support/oauth-providers.mjs";
import { freshDatabase, testTarget } from "../support/database";
import { startMailCatcher } from "../support/mail-catcher";
import { startServer, tempDataDir } from "../support/server";

export const SUPERUSER = { email: "admin@seers.test", password: "AdminPass123!" };

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    superuser: { email: string; password: string };
    target: "sqlite" | "postgres";
    /** The server's database, for tests that read rows directly (e.g. the outbox). */
    databaseUrl: string;
    /** The Google and Facebook stand-ins the server signs in with (e2e/support/oauth-providers.mjs). */
    oauth: { googleIssuer: string; facebookBase: string };
  }
}

export default async function setup(project: TestProject) {
  const mail = await startMailCatcher();
  const oauth = await startOAuthProviders();
  const db = await freshDatabase();
  const dataDir = tempDataDir();
  const server = await startServer({
    DATA_DIR: dataDir,
    ...db.env,
    ENVIRONMENT: "local",
    FIRST_SUPERUSER: SUPERUSER.email,
    FIRST_SUPERUSER_PASSWORD: SUPERUSER.password,
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(mail.port),
    SMTP_TLS: "false",
    EMAILS_FROM_EMAIL: "no-reply@seers.test",
    ...oauth.env,
    // The suite signs in hundreds of times from one address; the limits have their own test.
    RATE_LIMIT_PER_IP: "100000",
    RATE_LIMIT_PER_ACCOUNT: "100000",
    // Pages go through the page cache (hashed policy, one HTML for all) but are rendered anew for
    // each request: tests change data and read the pages back at once. page-cache.test.ts runs
    // its own instances to test the reuse and its bound.
    PAGE_CACHE_SECONDS: "0",
  });
  project.provide("baseUrl", server.url);
  project.provide("mailDir", mail.dir);
  project.provide("superuser", SUPERUSER);
  project.provide("oauth", {
    googleIssuer: oauth.google.issuer,
    facebookBase: oauth.facebook.base,
  });
  project.provide("target", testTarget());
  project.provide("databaseUrl", db.env.DATABASE_URL ?? `sqlite:${path.join(dataDir, "seers.db")}`);
  return async () => {
    await server.stop();
    await mail.close();
    await oauth.close();
    await db.drop();
  };
}
