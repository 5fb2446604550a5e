/**
 * Public pages are shared (served from a cache filled without cookies), so their HTML must not
 * depend on who asks: nothing personal in it even with a valid session cookie. What is personal on
 * a coach's page comes from GET /coaches/{slug}/viewer, asked by the browser after load.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { baseUrl, call, newUser, superuserToken } from "../support/api-client";
import { completedSessionWith } from "../support/bookings";

const SAMPLE = "amara-okafor";

async function page(path: string, token: string): Promise<string> {
  const res = await fetch(`${baseUrl()}${path}`, {
    headers: { Cookie: `access_token=${token}` },
    redirect: "manual",
  });
  expect(res.status, path).toBe(200);
  return res.text();
}

describe("public pages with a session cookie", () => {
  it("show nothing of the signed-in user: no name, no email, no saved heart", async () => {
    const tag = randomUUID().slice(0, 8);
    const firstname = `Zephyrine${tag}`;
    const lastname = `Quillfeather${tag}`;
    const user = await newUser({ firstname, lastname, email: `unique-viewer-${tag}@example.com` });
    // The cookie is a real session: the API knows the user by it.
    const me = await fetch(`${baseUrl()}/api/v1/users/me`, {
      headers: { Cookie: `access_token=${user.token}` },
    });
    expect(((await me.json()) as { full_name: string }).full_name).toBe(`${firstname} ${lastname}`);
    expect(
      (await call("PUT", `/users/me/saved-coaches/${SAMPLE}`, { token: user.token })).status,
    ).toBe(200);

    const blog = await page("/blog", user.token);
    const post = blog.match(/href="(\/blog\/[a-z0-9-]+)"/)?.[1];
    expect(post).toBeDefined();
    const paths = [
      "/",
      "/events",
      "/blog",
      `${post}`,
      "/profile",
      `/profile/${SAMPLE}`,
      "/discover",
    ];
    for (const path of paths) {
      const html = await page(path, user.token);
      for (const personal of [firstname, lastname, user.email, user.id]) {
        expect(html.includes(personal), `${path} contains ${personal}`).toBe(false);
      }
      // A heart is never rendered saved: the saved state is the browser's to fill in.
      expect(/from saved coaches/.test(html), `${path} shows a saved heart`).toBe(false);
    }
  });
});

describe("GET /coaches/{slug}/viewer", () => {
  it("answers 401 without a session and with a bad token", async () => {
    const none = await call("GET", `/coaches/${SAMPLE}/viewer`);
    expect(none.status).toBe(401);
    expect(none.body.detail).toBe("Not authenticated");
    expect(none.headers.get("www-authenticate")).toBe("Bearer");

    const bad = await call("GET", `/coaches/${SAMPLE}/viewer`, { token: "not-a-token" });
    expect(bad.status).toBe(401);
    expect(bad.body.detail).toBe("Could not validate credentials");
  });

  it("answers 404 for an unknown coach, 422 for a malformed slug and 400 for an inactive user", async () => {
    const user = await newUser();
    const unknown = await call("GET", "/coaches/no-such-coach/viewer", { token: user.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe("Coach not found");
    expect((await call("GET", "/coaches/Bad%20Slug!/viewer", { token: user.token })).status).toBe(
      422,
    );

    const deactivated = await call("PATCH", `/users/${user.id}`, {
      token: await superuserToken(),
      json: { is_active: false },
    });
    expect(deactivated.status).toBe(200);
    const inactive = await call("GET", `/coaches/${SAMPLE}/viewer`, { token: user.token });
    expect(inactive.status).toBe(400);
    expect(inactive.body.detail).toBe("Inactive user");
  });

  it("tells a signed-in viewer their heart, by Bearer token or by the session cookie", async () => {
    const user = await newUser();
    const fresh = await call("GET", `/coaches/${SAMPLE}/viewer`, { token: user.token });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({
      saved: false,
      can_review: false,
      is_seer: false,
      own_review: null,
    });

    await call("PUT", `/users/me/saved-coaches/${SAMPLE}`, { token: user.token });
    const byCookie = await call("GET", `/coaches/${SAMPLE}/viewer`, {
      headers: { Cookie: `access_token=${user.token}` },
    });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.saved).toBe(true);
  });

  it("lets a seeker with a completed session review once, marks their review, and knows the Seer", async () => {
    const seeker = await newUser();
    const seer = await completedSessionWith(seeker);
    const before = await call("GET", `/coaches/${seer.slug}/viewer`, { token: seeker.token });
    expect(before.body).toMatchObject({ can_review: true, is_seer: false, own_review: null });

    const review = await call("POST", `/coaches/${seer.slug}/reviews`, {
      token: seeker.token,
      json: { rating: 5, title: "Clear", body: "Kind and precise." },
    });
    expect(review.status).toBe(200);
    const after = await call("GET", `/coaches/${seer.slug}/viewer`, { token: seeker.token });
    expect(after.body).toMatchObject({
      can_review: false,
      is_seer: false,
      own_review: { id: review.body.id, rating: 5, title: "Clear", body: "Kind and precise." },
    });

    const bySeer = await call("GET", `/coaches/${seer.slug}/viewer`, { token: seer.token });
    expect(bySeer.body).toMatchObject({ is_seer: true, can_review: false, own_review: null });
  });
});

describe("GET /api/auth/viewer", () => {
  it("answers 200 with the signed-in user, or null for a visitor (no 401 in a visitor's console)", async () => {
    const visitor = await fetch(`${baseUrl()}/api/auth/viewer`);
    expect(visitor.status).toBe(200);
    expect(await visitor.json()).toEqual({ user: null });
    const user = await newUser();
    const own = await fetch(`${baseUrl()}/api/auth/viewer`, {
      headers: { Cookie: `access_token=${user.token}` },
    });
    expect(own.status).toBe(200);
    expect((await own.json()).user).toMatchObject({ id: user.id, email: user.email });
  });
});
