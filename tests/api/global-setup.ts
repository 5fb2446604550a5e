/**
 * Starts the API suite's servers: one production server per test worker, each with its own
 * database, data folder and mail catcher (tests/support/worker-server.ts picks a worker's own).
 * Files then run side by side, and a file that moves its server's clock moves no other's "now".
 */

import path from "node:path";
import type { TestProject } from "vitest/node";
import { startOAuthProviders } from "../../e2e/support/oauth-providers.mjs";
import { freshDatabase, testTarget } from "../support/database";
import { startMailCatcher } from "../support/mail-catcher";
import { makePushCertificate, type PushTls } from "../support/push-service";
import { type RadicaleInfo, startRadicale } from "../support/radicale";
import { startServer, tempDataDir } from "../support/server";
import type { WorkerServer } from "../support/worker-server";
import { API_WORKERS } from "./workers";

export const SUPERUSER = { email: "admin@seers.test", password: "AdminPass123!" };

declare module "vitest" {
  export interface ProvidedContext {
    /** One server per worker, in worker order. */
    servers: WorkerServer[];
    superuser: { email: string; password: string };
    target: "sqlite" | "postgres";
    /** The Google and Facebook stand-ins the servers sign in with (e2e/support/oauth-providers.mjs). */
    oauth: { googleIssuer: string; facebookBase: string };
    /** The suite's CalDAV server (tests/support/radicale.ts), for the calendar tests. */
    radicale: RadicaleInfo;
    /** The certificate of the local push services (tests/support/push-service.ts) the servers trust. */
    pushTls: PushTls;
  }
}

async function startWorkerServer(oauthEnv: Record<string, string>, pushTls: PushTls) {
  const mail = await startMailCatcher();
  const db = await freshDatabase();
  const dataDir = tempDataDir();
  const server = await startServer({
    DATA_DIR: dataDir,
    ...db.env,
    ENVIRONMENT: "local",
    // Cheap password hashes (lib/auth/password.ts): the suite signs up and in a thousand times.
    PASSWORD_HASHING: "fast",
    FIRST_SUPERUSER: SUPERUSER.email,
    FIRST_SUPERUSER_PASSWORD: SUPERUSER.password,
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(mail.port),
    SMTP_TLS: "false",
    EMAILS_FROM_EMAIL: "no-reply@seers.test",
    ...oauthEnv,
    // The local push services' certificate (push.test.ts): trusted as a real one's would be.
    NODE_EXTRA_CA_CERTS: pushTls.certFile,
    // The suite signs in hundreds of times from one address; the limits have their own test.
    RATE_LIMIT_PER_IP: "100000",
    RATE_LIMIT_PER_ACCOUNT: "100000",
    // Pages go through the page cache (hashed policy, one HTML for all) but are rendered anew for
    // each request: tests change data and read the pages back at once. page-cache.test.ts runs
    // its own instances to test the reuse and its bound.
    PAGE_CACHE_SECONDS: "0",
  });
  const worker: WorkerServer = {
    baseUrl: server.url,
    mailDir: mail.dir,
    databaseUrl: db.env.DATABASE_URL ?? `sqlite:${path.join(dataDir, "seers.db")}`,
  };
  const stop = async () => {
    await server.stop();
    await mail.close();
    await db.drop();
  };
  return { worker, stop };
}

export default async function setup(project: TestProject) {
  const oauth = await startOAuthProviders();
  const radicale = await startRadicale();
  const pushTls = makePushCertificate();
  const started = await Promise.all(
    Array.from({ length: API_WORKERS }, () => startWorkerServer(oauth.env, pushTls)),
  );
  project.provide(
    "servers",
    started.map((s) => s.worker),
  );
  project.provide("superuser", SUPERUSER);
  project.provide("oauth", {
    googleIssuer: oauth.google.issuer,
    facebookBase: oauth.facebook.base,
  });
  project.provide("target", testTarget());
  project.provide("radicale", { url: radicale.url, htpasswd: radicale.htpasswd });
  project.provide("pushTls", pushTls);
  return async () => {
    await Promise.all(started.map((s) => s.stop()));
    await oauth.close();
    await radicale.stop();
  };
}
