import { describe, expect, it } from "vitest";
import { call, newUser } from "../support/api-client";

describe("health and sign-up smoke", () => {
  it("answers the health check with true", async () => {
    const res = await call("GET", "/utils/health-check/");
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
  });

  it("signs up and reads the new user back with its token", async () => {
    const created = await newUser();
    const me = await call("GET", "/users/me", { token: created.token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(created.email);
  });
});
