import { describe, expect, it } from "vitest";
import { call, newUser, STRONG_PASSWORD, tokenFor, uniqueEmail } from "../support/api-client";

const DUPLICATE = { detail: "The user with this email already exists in the system" };

/** Changes the case of some letters so that each variant is a different string for the same address. */
function caseVariant(email: string, n: number): string {
  return [...email].map((c, i) => ((n >> (i % 8)) & 1 ? c.toUpperCase() : c)).join("");
}

function signup(email: string) {
  return call("POST", "/users/signup", {
    json: {
      email,
      password: STRONG_PASSWORD,
      firstname: "Race",
      lastname: "Runner",
      country: "USA",
      type: 0,
    },
  });
}

const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort();

describe("simultaneous sign-ups with one email", () => {
  it("creates exactly one account from 20 identical requests", async () => {
    const email = uniqueEmail("race");
    const results = await Promise.all(Array.from({ length: 20 }, () => signup(email)));
    expect(statuses(results).filter((s) => s >= 500)).toEqual([]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.body).toEqual(DUPLICATE);
    }
  });

  it("treats case variants of the address as the same account", async () => {
    const email = uniqueEmail("case");
    const variants = Array.from({ length: 20 }, (_, n) => caseVariant(email, n));
    expect(new Set(variants).size).toBeGreaterThan(10);
    const results = await Promise.all(variants.map(signup));
    expect(statuses(results).filter((s) => s >= 500)).toEqual([]);
    const created = results.filter((r) => r.status === 200);
    expect(created).toHaveLength(1);
    expect(created[0]?.body.email).toBe(email);
    for (const r of results.filter((r) => r.status !== 200)) expect(r.body).toEqual(DUPLICATE);
    // Whichever variant won, the account answers to every spelling.
    expect(await tokenFor(email.toUpperCase(), STRONG_PASSWORD)).toEqual(expect.any(String));
  });
});

describe("simultaneous writes by one user", () => {
  it("keeps all 30 items created in parallel", async () => {
    const { token } = await newUser();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call("POST", "/items/", { token, json: { title: `Parallel ${i}` } }),
      ),
    );
    expect(statuses(results)).toEqual(Array(30).fill(200));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(30);
    const list = await call("GET", "/items/?limit=100", { token });
    expect(list.body.count).toBe(30);
    const titles = (list.body.data as { title: string }[]).map((item) => item.title).sort();
    expect(titles).toEqual(Array.from({ length: 30 }, (_, i) => `Parallel ${i}`).sort());
  });

  it("answers updates racing a delete of the same item with 200 or 404, never a server error", async () => {
    const { token } = await newUser();
    for (let round = 0; round < 5; round++) {
      const item = await call("POST", "/items/", { token, json: { title: `Doomed ${round}` } });
      const id = item.body.id as string;
      const results = await Promise.all([
        ...Array.from({ length: 5 }, (_, i) =>
          call("PUT", `/items/${id}`, { token, json: { title: `Edit ${i}` } }),
        ),
        call("DELETE", `/items/${id}`, { token }),
        ...Array.from({ length: 5 }, (_, i) =>
          call("PUT", `/items/${id}`, { token, json: { title: `Late ${i}` } }),
        ),
        call("DELETE", `/items/${id}`, { token }),
      ]);
      for (const r of results) expect([200, 404]).toContain(r.status);
      expect((await call("GET", `/items/${id}`, { token })).status).toBe(404);
    }
  });

  it("leaves in force one of the passwords it confirmed when several changes race", async () => {
    const user = await newUser();
    const wanted = Array.from({ length: 6 }, (_, i) => `Changed!${i}Pass`);
    const results = await Promise.all(
      wanted.map((new_password) =>
        call("PATCH", "/users/me/password", {
          token: user.token,
          json: { current_password: user.password, new_password },
        }),
      ),
    );
    for (const r of results) expect([200, 400, 401]).toContain(r.status);
    const confirmed = wanted.filter((_, i) => results[i]?.status === 200);
    expect(confirmed.length).toBeGreaterThanOrEqual(1);
    const logins = await Promise.all(
      wanted.map((password) =>
        call("POST", "/users/login", { json: { email: user.email, password } }),
      ),
    );
    const working = wanted.filter((_, i) => logins[i]?.status === 200);
    expect(working).toHaveLength(1);
    expect(confirmed).toContain(working[0]);
  });
});
