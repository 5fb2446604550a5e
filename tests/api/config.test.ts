import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, STRONG_PASSWORD, uniqueEmail } from "../support/api-client";
import { freshDatabase } from "../support/database";
import { formLogin, runUntilExit } from "../support/instances";
import { freePort } from "../support/ports";
import { type RunningServer, startServer, tempDataDir } from "../support/server";
import { workerServer } from "../support/worker-server";

// Mirrors lib/seed/accounts.ts DEMO_ACCOUNTS, which the README documents.
const DEMO = [
  { email: "healer@demo.seers.dev", password: "DemoHealer1!", type: 1 },
  { email: "seeker@demo.seers.dev", password: "DemoSeeker1!", type: 0 },
];
const GENERATED = /Created the first superuser (\S+) with the generated password: (\S+)/;

const demoLogin = (base: string, demo: (typeof DEMO)[number]) =>
  call("POST", "/users/login", {
    base,
    json: { email: demo.email, password: demo.password, type: demo.type },
  });

describe("refusing a bad configuration at start", () => {
  const cases: [string, Record<string, string>][] = [
    ["SMTP_PORT", { SMTP_PORT: "notanumber" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://x" }],
    ["SECRET_KEY", { ENVIRONMENT: "production", SECRET_KEY: "changethis" }],
    ["ENVIRONMENT", { ENVIRONMENT: "prod" }],
    ["RATE_LIMIT_PER_IP", { RATE_LIMIT_PER_IP: "0" }],
  ];
  let results: Awaited<ReturnType<typeof runUntilExit>>[] = [];

  beforeAll(async () => {
    results = await Promise.all(cases.map(async ([, env]) => runUntilExit(env, await freePort())));
  });

  it.each(cases.map(([name], i) => [name, i] as const))(
    "exits non-zero and names %s",
    (name, i) => {
      const result = results[i];
      expect(result?.timedOut).toBe(false);
      expect(result?.code).not.toBe(0);
      expect(result?.code).not.toBeNull();
      expect(result?.output).toContain(name);
    },
  );
});

describe("a server started with no settings at all", () => {
  const dataDir = tempDataDir();
  let server: RunningServer;
  let firstOutput = "";

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir });
    firstOutput = server.output();
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("keeps a generated secret key in its data folder, readable by the owner only", () => {
    const file = path.join(dataDir, "secret_key");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8").trim().length).toBeGreaterThanOrEqual(32);
  });

  it("prints a generated password for the first superuser, and that password signs in", async () => {
    const match = GENERATED.exec(firstOutput);
    expect(match?.[1]).toBe("admin@example.com");
    expect(firstOutput.match(new RegExp(GENERATED.source, "g"))).toHaveLength(1);
    const login = await formLogin(server.url, "admin@example.com", match?.[2] ?? "");
    expect(login.status).toBe(200);
    const me = await call("GET", "/users/me", {
      base: server.url,
      token: login.body.access_token as string,
    });
    expect(me.body.is_superuser).toBe(true);
  });

  it("has the demo accounts, each signing in with its account type", async () => {
    for (const demo of DEMO) {
      const res = await demoLogin(server.url, demo);
      expect(res.status, demo.email).toBe(200);
      expect(res.body.token_type).toBe("bearer");
    }
  });

  it("hides /private/users/ outside ENVIRONMENT=local", async () => {
    const res = await call("POST", "/private/users/", {
      base: server.url,
      json: { email: uniqueEmail("private"), password: STRONG_PASSWORD, full_name: "Hidden" },
    });
    expect(res.status).toBe(404);
  });

  it("after a restart on the same data, keeps tokens valid and prints no new password", async () => {
    const password = GENERATED.exec(firstOutput)?.[2] ?? "";
    const token = (await formLogin(server.url, "admin@example.com", password)).body
      .access_token as string;
    const secret = readFileSync(path.join(dataDir, "secret_key"), "utf8");
    await server.stop();

    server = await startServer({ DATA_DIR: dataDir });
    expect(readFileSync(path.join(dataDir, "secret_key"), "utf8")).toBe(secret);
    expect((await call("GET", "/users/me", { base: server.url, token })).status).toBe(200);
    expect(server.output()).not.toMatch(/generated password/);
    expect((await formLogin(server.url, "admin@example.com", password)).status).toBe(200);
  });

  it("does not trust X-Forwarded-For unless TRUST_PROXY is set", async () => {
    // Default limit: 30 recovery requests per address and window. Forged headers must not reset it.
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await call("POST", `/password-recovery/${uniqueEmail("nobody")}`, {
        base: server.url,
        headers: { "X-Forwarded-For": `198.51.100.${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
  });
});

describe("a server with DEMO_ACCOUNTS=false and a chosen superuser password", () => {
  let server: RunningServer;
  let dropDatabase: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const db = await freshDatabase();
    dropDatabase = db.drop;
    server = await startServer({
      ...db.env,
      DEMO_ACCOUNTS: "false",
      FIRST_SUPERUSER_PASSWORD: "Chosen!Pass1",
    });
  });

  afterAll(async () => {
    await server?.stop();
    await dropDatabase();
  });

  it("has no demo accounts", async () => {
    for (const demo of DEMO) {
      const res = await demoLogin(server.url, demo);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: "Incorrect email or password" });
    }
  });

  it("prints no password and accepts the chosen one", async () => {
    expect(server.output()).not.toMatch(/generated password/);
    expect((await formLogin(server.url, "admin@example.com", "Chosen!Pass1")).status).toBe(200);
  });
});

describe("/private/users/ on the suite's ENVIRONMENT=local server", () => {
  it("creates a user without signing in", async () => {
    const email = uniqueEmail("private");
    const res = await call("POST", "/private/users/", {
      json: { email, password: STRONG_PASSWORD, full_name: "Local Only" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email,
      full_name: "Local Only",
      is_active: true,
      is_superuser: false,
    });
    expect((await formLogin(workerServer().baseUrl, email, STRONG_PASSWORD)).status).toBe(200);
  });
});
