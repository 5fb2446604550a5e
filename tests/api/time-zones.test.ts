/**
 * Each account's time zone (an IANA name): given at sign-up, read and changed on /users/me.
 */
import { describe, expect, it } from "vitest";
import { call, newUser, STRONG_PASSWORD, uniqueEmail } from "../support/api-client";

const NEW_YORK = "America/New_York";

describe("an account's time zone", () => {
  it("is taken at sign-up in either shape and shown on GET /users/me; none is null", async () => {
    const marketplace = await newUser({ timezone: NEW_YORK });
    expect(marketplace.user.timezone).toBe(NEW_YORK);
    const me = await call("GET", "/users/me", { token: marketplace.token });
    expect(me.body.timezone).toBe(NEW_YORK);

    const template = await call("POST", "/users/signup", {
      json: { email: uniqueEmail("tz"), password: STRONG_PASSWORD, timezone: "Asia/Tokyo" },
    });
    expect(template.status).toBe(200);
    expect(template.body.timezone).toBe("Asia/Tokyo");

    const none = await call("POST", "/users/signup", {
      json: { email: uniqueEmail("tz"), password: STRONG_PASSWORD },
    });
    expect(none.body.timezone).toBeNull();
  });

  it("is changed with PATCH /users/me; a zone that does not exist is a 422 saying so", async () => {
    const user = await newUser();
    expect(user.user.timezone).toBeNull();
    const changed = await call("PATCH", "/users/me", {
      token: user.token,
      json: { timezone: "Europe/Lisbon" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.timezone).toBe("Europe/Lisbon");
    expect((await call("GET", "/users/me", { token: user.token })).body.timezone).toBe(
      "Europe/Lisbon",
    );

    for (const timezone of ["Mars/Olympus_Mons", "EST", "", 42]) {
      const bad = await call("PATCH", "/users/me", { token: user.token, json: { timezone } });
      expect(bad.status, String(timezone)).toBe(422);
      const [issue] = bad.body.detail as { loc: string[]; msg: string }[];
      expect(issue?.loc).toEqual(["body", "timezone"]);
      if (typeof timezone === "string") expect(issue?.msg).toMatch(/time zone such as/);
    }
    const signup = await call("POST", "/users/signup", {
      json: { email: uniqueEmail("tz"), password: STRONG_PASSWORD, timezone: "Nowhere/Town" },
    });
    expect(signup.status).toBe(422);
    // Unchanged by the refusals.
    expect((await call("GET", "/users/me", { token: user.token })).body.timezone).toBe(
      "Europe/Lisbon",
    );
  });
});
