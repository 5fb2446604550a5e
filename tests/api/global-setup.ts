/** Starts one production server (and a mail catcher) for the API suite, on the run's database. */
import type { TestProject } from "vitest/node";
import { freshDatabase, testTarget } from "../support/database";
import { startMailCatcher } from "../support/mail-catcher";
import { startServer } from "../support/server";

export const SUPERUSER = { email: "admin@seers.test", password: "AdminPass123!" };

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    superuser: { email: string; password: string };
    target: "sqlite" | "postgres";
  }
}

export default async function setup(project: TestProject) {
  const mail = await startMailCatcher();
  const db = await freshDatabase();
  const server = await startServer({
    ...db.env,
    ENVIRONMENT: "local",
    FIRST_SUPERUSER: SUPERUSER.email,
    FIRST_SUPERUSER_PASSWORD: SUPERUSER.password,
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(mail.port),
    SMTP_TLS: "false",
    EMAILS_FROM_EMAIL: "no-reply@seers.test",
    // The suite signs in hundreds of times from one address; the limits have their own test.
    RATE_LIMIT_PER_IP: "100000",
    RATE_LIMIT_PER_ACCOUNT: "100000",
  });
  project.provide("baseUrl", server.url);
  project.provide("mailDir", mail.dir);
  project.provide("superuser", SUPERUSER);
  project.provide("target", testTarget());
  return async () => {
    await server.stop();
    await mail.close();
    await db.drop();
  };
}
