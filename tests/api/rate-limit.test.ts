import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, call, newUser, STRONG_PASSWORD, uniqueEmail } from "../support/api-client";
import { freshDatabase } from "../support/database";
import { formLogin } from "../support/instances";
import { type RunningServer, startServer } from "../support/server";

// The server trusts X-Forwarded-For (as behind a proxy), so each test speaks from its own addresses.
let server: RunningServer;
let dropDatabase: () => Promise<void> = async () => undefined;
let nextIp = 0;
const freshIp = () => `10.77.${Math.floor(++nextIp / 250)}.${nextIp % 250}`;
const from = (ip: string) => ({ "X-Forwarded-For": ip });

beforeAll(async () => {
  const db = await freshDatabase();
  dropDatabase = db.drop;
  server = await startServer({
    ...db.env,
    TRUST_PROXY: "true",
    RATE_LIMIT_PER_IP: "5",
    RATE_LIMIT_PER_ACCOUNT: "3",
    RATE_LIMIT_WINDOW_SECONDS: "60",
  });
});

afterAll(async () => {
  await server?.stop();
  await dropDatabase();
});

type Result = Awaited<ReturnType<typeof call>>;

function expectTooMany(res: Result) {
  expect(res.status).toBe(429);
  expect(res.body.detail).toEqual(expect.any(String));
  const retryAfter = res.headers.get("retry-after") ?? "";
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(60);
}

function signup(email: string, ip: string) {
  return call("POST", "/users/signup", {
    base: server.url,
    headers: from(ip),
    json: {
      email,
      password: STRONG_PASSWORD,
      firstname: "Rate",
      lastname: "Limited",
      country: "USA",
      type: 0,
    },
  });
}

async function registered(): Promise<string> {
  const email = uniqueEmail("limited");
  expect((await signup(email, freshIp())).status).toBe(200);
  return email;
}

const recover = (email: string, ip: string) =>
  call("POST", `/password-recovery/${encodeURIComponent(email)}`, {
    base: server.url,
    headers: from(ip),
  });

describe("login attempts per account", () => {
  it("refuses the 4th attempt on one account with 429, even from new addresses and with the right password", async () => {
    const email = await registered();
    for (let i = 0; i < 3; i++) {
      expect((await formLogin(server.url, email, "Wrong!Pass1", from(freshIp()))).status).toBe(400);
    }
    expectTooMany(await formLogin(server.url, email, STRONG_PASSWORD, from(freshIp())));
    // The JSON login shares the count, and so do other spellings of the address.
    expectTooMany(
      await call("POST", "/users/login", {
        base: server.url,
        headers: from(freshIp()),
        json: { email: email.toUpperCase(), password: STRONG_PASSWORD },
      }),
    );
  });

  it("leaves other accounts alone while one is locked", async () => {
    const locked = await registered();
    const other = await registered();
    for (let i = 0; i < 4; i++) await formLogin(server.url, locked, "Wrong!Pass1", from(freshIp()));
    expect((await formLogin(server.url, other, STRONG_PASSWORD, from(freshIp()))).status).toBe(200);
  });
});

describe("login attempts per address", () => {
  it("refuses the 6th attempt from one address across different accounts", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect(
        (await formLogin(server.url, uniqueEmail("spray"), "Wrong!Pass1", from(ip))).status,
      ).toBe(400);
    }
    expectTooMany(await formLogin(server.url, uniqueEmail("spray"), "Wrong!Pass1", from(ip)));
    expect(
      (await formLogin(server.url, uniqueEmail("spray"), "Wrong!Pass1", from(freshIp()))).status,
    ).toBe(400);
  });

  it("counts the address the proxy saw, whatever the client put before it", async () => {
    const proxySaw = freshIp();
    for (let i = 0; i < 5; i++) {
      const res = await formLogin(server.url, uniqueEmail("forged"), "Wrong!Pass1", {
        "X-Forwarded-For": `203.0.113.${i}, ${proxySaw}`,
      });
      expect(res.status).toBe(400);
    }
    expectTooMany(
      await formLogin(server.url, uniqueEmail("forged"), "Wrong!Pass1", {
        "X-Forwarded-For": `198.51.100.7, ${proxySaw}`,
      }),
    );
  });
});

describe("sign-up and recovery limits", () => {
  it("refuses the 6th sign-up from one address", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await signup(uniqueEmail("bulk"), ip)).status).toBe(200);
    expectTooMany(await signup(uniqueEmail("bulk"), ip));
  });

  it("refuses the 4th sign-up attempt for one email from different addresses", async () => {
    const email = uniqueEmail("again");
    expect((await signup(email, freshIp())).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await signup(email, freshIp())).status).toBe(400);
    expectTooMany(await signup(email, freshIp()));
  });

  it("refuses the 4th recovery request for one email, registered or not", async () => {
    for (const email of [await registered(), uniqueEmail("ghost")]) {
      for (let i = 0; i < 3; i++) expect((await recover(email, freshIp())).status).toBe(200);
      expectTooMany(await recover(email, freshIp()));
    }
  });

  it("refuses the 6th recovery request from one address", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await recover(uniqueEmail("probe"), ip)).status).toBe(200);
    expectTooMany(await recover(uniqueEmail("probe"), ip));
  });
});

describe("limits stay with their process", () => {
  it("does not lock the same account on another server", async () => {
    const email = uniqueEmail("elsewhere");
    expect((await signup(email, freshIp())).status).toBe(200);
    for (let i = 0; i < 4; i++) await formLogin(server.url, email, "Wrong!Pass1", from(freshIp()));
    expectTooMany(await formLogin(server.url, email, STRONG_PASSWORD, from(freshIp())));

    await newUser({ email });
    expect((await formLogin(baseUrl(), email, STRONG_PASSWORD)).status).toBe(200);
  });
});
