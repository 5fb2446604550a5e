/** Signing in: the OAuth2 form login, the marketplace's JSON login, and what makes a token stop working. */
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { call, newUser, STRONG_PASSWORD, superuserToken, tokenFor } from "../support/api-client";

function formLogin(fields: Record<string, string>) {
  return call("POST", "/login/access-token", {
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

function testToken(token?: string) {
  return call("POST", "/login/test-token", { token });
}

/** Rewrites one part (0 header, 1 payload, 2 signature) of a JWT. */
function withPart(token: string, index: number, change: (part: string) => string): string {
  const parts = token.split(".");
  parts[index] = change(parts[index] ?? "");
  return parts.join(".");
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const decode = (part: string) => JSON.parse(Buffer.from(part, "base64url").toString()) as object;

describe("POST /login/access-token", () => {
  it("returns a bearer token that identifies the user", async () => {
    const user = await newUser();
    const res = await formLogin({ username: user.email, password: user.password });
    expect(res.status).toBe(200);
    expect(res.body.token_type).toBe("bearer");
    expect(typeof res.body.access_token).toBe("string");
    const me = await testToken(res.body.access_token as string);
    expect(me.body.id).toBe(user.id);
  });

  it("matches the email case-insensitively", async () => {
    const user = await newUser();
    const res = await formLogin({ username: user.email.toUpperCase(), password: user.password });
    expect(res.status).toBe(200);
  });

  it("accepts the form as multipart/form-data too", async () => {
    const user = await newUser();
    const form = new FormData();
    form.set("username", user.email);
    form.set("password", user.password);
    const res = await call("POST", "/login/access-token", { body: form });
    expect(res.status).toBe(200);
    expect(res.body.token_type).toBe("bearer");
  });

  it("refuses a wrong password and an unknown email with the same message", async () => {
    const user = await newUser();
    const wrongPassword = await formLogin({ username: user.email, password: "Wr0ng!Password" });
    const unknownEmail = await formLogin({
      username: `nobody-${user.email}`,
      password: user.password,
    });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: "Incorrect email or password" });
    }
  });

  it("refuses a user a superuser has deactivated", async () => {
    const user = await newUser();
    const deactivated = await call("PATCH", `/users/${user.id}`, {
      token: await superuserToken(),
      json: { is_active: false },
    });
    expect(deactivated.status).toBe(200);
    const res = await formLogin({ username: user.email, password: user.password });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: "Inactive user" });
  });

  it("names a missing field in FastAPI's 422 shape", async () => {
    const res = await formLogin({ password: STRONG_PASSWORD });
    expect(res.status).toBe(422);
    expect(res.body.detail).toContainEqual(
      expect.objectContaining({
        type: "missing",
        loc: ["body", "username"],
        msg: "Field required",
      }),
    );
  });
});

describe("POST /users/login", () => {
  const jsonLogin = (json: object) => call("POST", "/users/login", { json });

  it("returns a bearer token for the right account type", async () => {
    const seer = await newUser({ type: 1 });
    const res = await jsonLogin({ email: seer.email, password: seer.password, type: 1 });
    expect(res.status).toBe(200);
    expect(res.body.token_type).toBe("bearer");
    expect((await testToken(res.body.access_token as string)).body.id).toBe(seer.id);
  });

  it("works without a type", async () => {
    const user = await newUser();
    const res = await jsonLogin({ email: user.email, password: user.password });
    expect(res.status).toBe(200);
    expect(typeof res.body.access_token).toBe("string");
  });

  it("refuses wrong credentials", async () => {
    const user = await newUser();
    const res = await jsonLogin({ email: user.email, password: "Wr0ng!Password", type: 0 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: "Incorrect email or password" });
  });

  // The type is the account's, not the form's: a right password signs in whatever type was chosen.
  it("signs a Seer who chose User in as the Seer", async () => {
    const seer = await newUser({ type: 1 });
    const res = await jsonLogin({ email: seer.email, password: seer.password, type: 0 });
    expect(res.status).toBe(200);
    const me = (await testToken(res.body.access_token as string)).body;
    expect(me).toMatchObject({ id: seer.id, type: 1 });
  });

  it("signs a User who chose Seer in as the User", async () => {
    const user = await newUser({ type: 0 });
    const res = await jsonLogin({ email: user.email, password: user.password, type: 1 });
    expect(res.status).toBe(200);
    const me = (await testToken(res.body.access_token as string)).body;
    expect(me).toMatchObject({ id: user.id, type: 0 });
  });

  it("still refuses a wrong password whatever the type", async () => {
    const seer = await newUser({ type: 1 });
    const res = await jsonLogin({ email: seer.email, password: "Wr0ng!Password", type: 1 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: "Incorrect email or password" });
  });
});

describe("POST /login/test-token", () => {
  it("returns the token's user without the password hash", async () => {
    const user = await newUser();
    const res = await testToken(user.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, email: user.email, is_active: true });
    expect(res.body).not.toHaveProperty("hashed_password");
  });

  it("asks for a bearer token when none is sent", async () => {
    const res = await testToken();
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: "Not authenticated" });
    expect(res.headers.get("www-authenticate")).toBe("Bearer");
  });

  it.each([
    ["garbage", () => "not-a-jwt"],
    [
      "a changed signature",
      (t: string) =>
        withPart(t, 2, (s) => `${s.slice(0, 10)}${s[10] === "A" ? "B" : "A"}${s.slice(11)}`),
    ],
    [
      "a changed payload",
      (t: string) => withPart(t, 1, (p) => encode({ ...decode(p), firstname: "Mallory" })),
    ],
    [
      "alg none",
      (t: string) =>
        withPart(
          withPart(t, 0, () => encode({ alg: "none", typ: "JWT" })),
          2,
          () => "",
        ),
    ],
  ])("refuses %s", async (_name, forge) => {
    const user = await newUser();
    const res = await testToken(forge(user.token));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: "Could not validate credentials" });
    expect(res.headers.get("www-authenticate")).toBe("Bearer");
  });

  it("refuses a token signed with another key, expired or not", async () => {
    const user = await newUser();
    const claims = { ...decode(user.token.split(".")[1] ?? "") };
    const otherKey = new TextEncoder().encode("a-different-secret-key-of-enough-length!!");
    const now = Math.floor(Date.now() / 1000);
    for (const exp of [now + 3600, now - 3600]) {
      const forged = await new SignJWT({ ...claims, exp })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .sign(otherKey);
      const res = await testToken(forged);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: "Could not validate credentials" });
    }
  });

  it("refuses the token of a user who deleted their account", async () => {
    const user = await newUser();
    expect((await call("DELETE", "/users/me", { token: user.token })).status).toBe(200);
    const res = await testToken(user.token);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: "Could not validate credentials" });
  });

  it("retires tokens issued before a password change", async () => {
    const user = await newUser();
    const newPassword = "An0ther!Password";
    const changed = await call("PATCH", "/users/me/password", {
      token: user.token,
      json: { current_password: user.password, new_password: newPassword },
    });
    expect(changed.status).toBe(200);
    const old = await testToken(user.token);
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ detail: "Could not validate credentials" });
    const fresh = await testToken(await tokenFor(user.email, newPassword));
    expect(fresh.status).toBe(200);
    expect(fresh.body.id).toBe(user.id);
  });
});
