/** What superusers (and only they) may do to other users, plus reading a user by id. */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  baseUrl,
  call,
  newUser,
  STRONG_PASSWORD,
  superuserToken,
  tokenFor,
  uniqueEmail,
} from "../support/api-client";

type UserList = { data: { id: string }[]; count: number };

async function superuserId(token: string): Promise<string> {
  return (await call("GET", "/users/me", { token })).body.id as string;
}

describe("superuser-only routes", () => {
  it.each([
    ["GET", "/users/"],
    ["POST", "/users/"],
    ["PATCH", `/users/${randomUUID()}`],
    ["DELETE", `/users/${randomUUID()}`],
    ["POST", "/password-recovery-html-content/someone@example.com"],
  ])("%s %s refuses a regular user with 403", async (method, path) => {
    const user = await newUser();
    const json = method === "GET" || method === "DELETE" ? undefined : { email: uniqueEmail() };
    const res = await call(method, path, { token: user.token, json });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: "The user doesn't have enough privileges" });
  });
});

describe("GET /users/", () => {
  it("lists users newest first with a total count", async () => {
    const token = await superuserToken();
    const created: Awaited<ReturnType<typeof newUser>>[] = [];
    for (let i = 0; i < 3; i++) created.push(await newUser());
    const res = await call("GET", "/users/?limit=1000", { token });
    expect(res.status).toBe(200);
    const list = res.body as unknown as UserList;
    expect(list.count).toBeGreaterThanOrEqual(4);
    const ours = list.data.map((u) => u.id).filter((id) => created.some((c) => c.id === id));
    expect(ours).toEqual(created.map((c) => c.id).reverse());
    expect(list.data[0]).not.toHaveProperty("hashed_password");
  });

  it("honours limit and skip", async () => {
    const token = await superuserToken();
    await Promise.all([newUser(), newUser()]);
    const limited = (await call("GET", "/users/?skip=0&limit=2", { token }))
      .body as unknown as UserList;
    expect(limited.data).toHaveLength(2);
    expect(limited.count).toBeGreaterThanOrEqual(3);
    const skipped = await call("GET", "/users/?skip=1000000", { token });
    expect(skipped.status).toBe(200);
    expect(skipped.body.data).toEqual([]);
    expect(skipped.body.count).toBeGreaterThanOrEqual(3);
  });
});

describe("GET /users/?type=", () => {
  it("lists only Seers (1) or only Users (0), counting only them; `type=` is any", async () => {
    const token = await superuserToken();
    const seer = await newUser({ type: 1 });
    const seeker = await newUser({ type: 0 });
    for (const [type, ours, theirs] of [
      [1, seer, seeker],
      [0, seeker, seer],
    ] as const) {
      const res = await call("GET", `/users/?type=${type}&limit=1000`, { token });
      expect(res.status).toBe(200);
      const list = res.body as unknown as { data: { id: string; type: number }[]; count: number };
      expect(list.data.every((user) => user.type === type)).toBe(true);
      expect(list.data.map((user) => user.id)).toContain(ours.id);
      expect(list.data.map((user) => user.id)).not.toContain(theirs.id);
      // The count is of that type alone: fewer than every account (the other one exists).
      const all = (await call("GET", "/users/?type=&limit=1", { token }))
        .body as unknown as UserList;
      expect(list.count).toBeGreaterThanOrEqual(list.data.length);
      expect(list.count).toBeLessThan(all.count);
    }
  });

  it.each(["2", "seer", "-1", "1.0"])("refuses type=%s with the template's 422", async (type) => {
    const res = await call("GET", `/users/?type=${type}`, { token: await superuserToken() });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      expect.objectContaining({ loc: ["query", "type"], type: expect.any(String) }),
    ]);
  });
});

describe("POST /users/", () => {
  it("creates a user who can sign in", async () => {
    const email = uniqueEmail("created");
    const res = await call("POST", "/users/", {
      token: await superuserToken(),
      json: { email, password: STRONG_PASSWORD, full_name: "Made By Admin", is_superuser: false },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email,
      full_name: "Made By Admin",
      firstname: "Made",
      is_active: true,
    });
    expect(res.body).not.toHaveProperty("hashed_password");
    expect(await tokenFor(email, STRONG_PASSWORD)).toEqual(expect.any(String));
  });

  it("refuses a taken email, in any case, with the template's message", async () => {
    const user = await newUser();
    const token = await superuserToken();
    for (const email of [user.email, user.email.toUpperCase()]) {
      const res = await call("POST", "/users/", {
        token,
        json: { email, password: STRONG_PASSWORD },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        detail: "The user with this email already exists in the system.",
      });
    }
  });
});

describe("PATCH /users/{user_id}", () => {
  it("answers 404 for an unknown id", async () => {
    const res = await call("PATCH", `/users/${randomUUID()}`, {
      token: await superuserToken(),
      json: { full_name: "Nobody" },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: "The user with this id does not exist in the system" });
  });

  it("answers 409 for an email another user has", async () => {
    const [user, other] = await Promise.all([newUser(), newUser()]);
    const res = await call("PATCH", `/users/${user.id}`, {
      token: await superuserToken(),
      json: { email: other.email },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: "User with this email already exists" });
  });

  it("sets a new password: the new one signs in, the old one does not", async () => {
    const user = await newUser();
    const newPassword = "Admin!Set9Password";
    const res = await call("PATCH", `/users/${user.id}`, {
      token: await superuserToken(),
      json: { password: newPassword, full_name: "Renamed Person" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      full_name: "Renamed Person",
      lastname: "Person",
    });
    expect(res.body).not.toHaveProperty("hashed_password");
    expect(await tokenFor(user.email, newPassword)).toEqual(expect.any(String));
    await expect(tokenFor(user.email, user.password)).rejects.toThrow(/login failed/);
  });
});

describe("DELETE /users/{user_id}", () => {
  it("answers 404 for an unknown id", async () => {
    const res = await call("DELETE", `/users/${randomUUID()}`, { token: await superuserToken() });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: "User not found" });
  });

  it("refuses to delete the superuser's own account", async () => {
    const token = await superuserToken();
    const res = await call("DELETE", `/users/${await superuserId(token)}`, { token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: "Super users are not allowed to delete themselves" });
  });

  it("deletes the user together with their items", async () => {
    const user = await newUser();
    const item = await call("POST", "/items/", { token: user.token, json: { title: "doomed" } });
    expect(item.status).toBe(200);
    const token = await superuserToken();
    const res = await call("DELETE", `/users/${user.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "User deleted successfully" });
    const gone = await call("GET", `/items/${item.body.id}`, { token });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ detail: "Item not found" });
    expect((await call("GET", `/users/${user.id}`, { token })).status).toBe(404);
  });
});

describe("GET /users/{user_id}", () => {
  it("lets a user read themselves", async () => {
    const user = await newUser();
    const res = await call("GET", `/users/${user.id}`, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, email: user.email });
  });

  it("refuses a regular user reading someone else", async () => {
    const [user, other] = await Promise.all([newUser(), newUser()]);
    const res = await call("GET", `/users/${other.id}`, { token: user.token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: "The user doesn't have enough privileges" });
  });

  it("lets a superuser read anyone, and answers 404 for an unknown id", async () => {
    const user = await newUser();
    const token = await superuserToken();
    expect((await call("GET", `/users/${user.id}`, { token })).body.email).toBe(user.email);
    const res = await call("GET", `/users/${randomUUID()}`, { token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: "User not found" });
  });

  it("answers 422 for an id that is not a UUID", async () => {
    const res = await call("GET", "/users/not-a-uuid", { token: await superuserToken() });
    expect(res.status).toBe(422);
    expect(res.body.detail).toContainEqual(
      expect.objectContaining({ type: "uuid_parsing", loc: ["path", "user_id"] }),
    );
  });
});

describe("POST /password-recovery-html-content/{email}", () => {
  it("previews the recovery email of a known address as HTML", async () => {
    const user = await newUser();
    const res = await fetch(
      `${baseUrl()}/api/v1/password-recovery-html-content/${encodeURIComponent(user.email)}`,
      { method: "POST", headers: { Authorization: `Bearer ${await superuserToken()}` } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await res.text()).toContain("/reset-password?token=");
  });

  it("decodes the address once: an encoded percent sign stays a percent sign", async () => {
    const user = await newUser();
    const twiceEncoded = encodeURIComponent(encodeURIComponent(user.email));
    const res = await call("POST", `/password-recovery-html-content/${twiceEncoded}`, {
      token: await superuserToken(),
    });
    expect(res.status).toBe(404);
  });

  it("answers 404 for an unknown address", async () => {
    const res = await call("POST", `/password-recovery-html-content/${uniqueEmail("ghost")}`, {
      token: await superuserToken(),
    });
    expect(res.status).toBe(404);
  });
});

describe("POST /private/users/", () => {
  it("creates an active user who can sign in (ENVIRONMENT=local)", async () => {
    const email = uniqueEmail("private");
    const res = await call("POST", "/private/users/", {
      json: { email, password: STRONG_PASSWORD, full_name: "Private Person", is_verified: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email,
      full_name: "Private Person",
      is_active: true,
      is_superuser: false,
    });
    expect(res.body).not.toHaveProperty("hashed_password");
    const token = await tokenFor(email, STRONG_PASSWORD);
    expect((await call("GET", "/users/me", { token })).body.id).toBe(res.body.id);
  });
});
