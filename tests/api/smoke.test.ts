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

  it("compresses a long read but not the short answer to a write", async () => {
    const gzip = { "Accept-Encoding": "gzip, deflate" };
    const read = await call("GET", "/openapi.json", { headers: gzip });
    expect(read.status).toBe(200);
    expect(read.headers.get("content-encoding")).toBe("gzip");
    const created = await newUser();
    const write = await call("POST", "/login/access-token", {
      headers: { ...gzip, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username: created.email, password: created.password }),
    });
    expect(write.status).toBe(200);
    expect(write.body.access_token).toEqual(expect.any(String));
    expect(write.headers.get("content-encoding")).toBeNull();
  });
});
