/** Sign-up in both shapes, and a user's own account: read, change, change password, delete. */
import { describe, expect, it } from "vitest";
import {
  call,
  newUser,
  STRONG_PASSWORD,
  superuserToken,
  tokenFor,
  uniqueEmail,
} from "../support/api-client";

const PUBLIC_USER_FIELDS = [
  "country",
  "created_at",
  "email",
  "email_verified",
  "firstname",
  "full_name",
  "id",
  "is_active",
  "is_superuser",
  "lastname",
  "timezone",
  "type",
];

const signup = (json: object) => call("POST", "/users/signup", { json });

const marketplace = (overrides: object = {}) => ({
  email: uniqueEmail("signup"),
  password: STRONG_PASSWORD,
  firstname: "Grace",
  lastname: "Hopper",
  country: "Canada",
  type: 1,
  ...overrides,
});

describe("POST /users/signup", () => {
  it("creates a marketplace account with its names, country and type, and signs it in", async () => {
    const input = marketplace();
    const res = await signup(input);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      [...PUBLIC_USER_FIELDS, "access_token", "token_type"].sort(),
    );
    expect(res.body).toMatchObject({
      email: input.email,
      full_name: "Grace Hopper",
      firstname: "Grace",
      lastname: "Hopper",
      country: "Canada",
      type: 1,
      is_active: true,
      is_superuser: false,
      token_type: "bearer",
    });
    const me = await call("GET", "/users/me", { token: res.body.access_token as string });
    expect(me.body.id).toBe(res.body.id);
  });

  it("creates a template account and splits full_name at the first space", async () => {
    const email = uniqueEmail("template");
    const res = await signup({ email, password: STRONG_PASSWORD, full_name: "Ada Lovelace King" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email,
      full_name: "Ada Lovelace King",
      firstname: "Ada",
      lastname: "Lovelace King",
      type: 0,
      token_type: "bearer",
    });
    expect(res.body).not.toHaveProperty("hashed_password");
  });

  it("stores the email in lower case", async () => {
    const email = uniqueEmail("MiXeD").toUpperCase();
    const res = await signup(marketplace({ email }));
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(email.toLowerCase());
  });

  it("refuses an email that is already registered, in any case", async () => {
    const user = await newUser();
    for (const email of [user.email, user.email.toUpperCase()]) {
      const res = await signup(marketplace({ email }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: "The user with this email already exists in the system" });
    }
  });

  it.each([
    ["marketplace", (password: string) => marketplace({ password })],
    ["template", (password: string) => ({ email: uniqueEmail(), password, full_name: "A B" })],
  ])("refuses a password under 8 or over 128 characters (%s shape)", async (_shape, body) => {
    const short = await signup(body("Sh0rt!"));
    expect(short.status).toBe(422);
    expect(short.body.detail).toContainEqual(
      expect.objectContaining({ type: "string_too_short", loc: ["body", "password"] }),
    );
    const long = await signup(body("L".repeat(129)));
    expect(long.status).toBe(422);
    expect(long.body.detail).toContainEqual(
      expect.objectContaining({ type: "string_too_long", loc: ["body", "password"] }),
    );
  });

  it("refuses a country outside the list", async () => {
    const res = await signup(marketplace({ country: "Atlantis" }));
    expect(res.status).toBe(422);
    expect(res.body.detail).toContainEqual(expect.objectContaining({ loc: ["body", "country"] }));
  });

  it("ignores an extra confirm_password field", async () => {
    const res = await signup(marketplace({ confirm_password: "something else entirely" }));
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty("confirm_password");
  });
});

describe("GET /users/me", () => {
  it("returns the caller's public fields", async () => {
    const user = await newUser();
    const res = await call("GET", "/users/me", { token: user.token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(PUBLIC_USER_FIELDS);
    expect(res.body).toMatchObject({ id: user.id, email: user.email, full_name: "Test Person" });
  });

  it("asks for a token when none is sent", async () => {
    const res = await call("GET", "/users/me");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: "Not authenticated" });
  });
});

describe("PATCH /users/me", () => {
  it("changes the name and keeps firstname and lastname in step", async () => {
    const user = await newUser();
    const res = await call("PATCH", "/users/me", {
      token: user.token,
      json: { full_name: "Katherine Coleman Johnson" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      full_name: "Katherine Coleman Johnson",
      firstname: "Katherine",
      lastname: "Coleman Johnson",
    });
    const me = await call("GET", "/users/me", { token: user.token });
    expect(me.body.firstname).toBe("Katherine");
  });

  it("changes the email (lower-cased), which then signs in", async () => {
    const user = await newUser();
    const email = uniqueEmail("Renamed");
    const res = await call("PATCH", "/users/me", {
      token: user.token,
      json: { email: email.toUpperCase() },
    });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(email.toLowerCase());
    expect(await tokenFor(email, user.password)).toEqual(expect.any(String));
  });

  it("refuses another user's email with 409", async () => {
    const [user, other] = await Promise.all([newUser(), newUser()]);
    const res = await call("PATCH", "/users/me", {
      token: user.token,
      json: { email: other.email },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: "User with this email already exists" });
  });
});

describe("PATCH /users/me/password", () => {
  const changePassword = (token: string, json: object) =>
    call("PATCH", "/users/me/password", { token, json });

  it("changes the password (ignoring confirm_password); only the new one signs in", async () => {
    const user = await newUser();
    const newPassword = "Fresh!Passw0rd";
    const res = await changePassword(user.token, {
      current_password: user.password,
      new_password: newPassword,
      confirm_password: "ignored",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Password updated successfully" });
    expect(await tokenFor(user.email, newPassword)).toEqual(expect.any(String));
    await expect(tokenFor(user.email, user.password)).rejects.toThrow(/login failed/);
  });

  it("refuses a wrong current password", async () => {
    const user = await newUser();
    const res = await changePassword(user.token, {
      current_password: "Wr0ng!Password",
      new_password: "Fresh!Passw0rd",
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: "Incorrect password" });
  });

  it("refuses a new password equal to the current one", async () => {
    const user = await newUser();
    const res = await changePassword(user.token, {
      current_password: user.password,
      new_password: user.password,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: "New password cannot be the same as the current one" });
  });
});

describe("DELETE /users/me", () => {
  it("deletes a regular user, whose token then stops working", async () => {
    const user = await newUser();
    const res = await call("DELETE", "/users/me", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "User deleted successfully" });
    const after = await call("GET", "/users/me", { token: user.token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ detail: "Could not validate credentials" });
  });

  it("refuses to let a superuser delete themselves", async () => {
    const res = await call("DELETE", "/users/me", { token: await superuserToken() });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: "Super users are not allowed to delete themselves" });
    expect((await call("GET", "/users/me", { token: await superuserToken() })).status).toBe(200);
  });
});
