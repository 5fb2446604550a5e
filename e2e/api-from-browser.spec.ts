import { expect, test } from "@playwright/test";

test("the API answers a browser the same way it answers a client", async ({ request }) => {
  const health = await request.get("/api/v1/utils/health-check/");
  expect(health.status()).toBe(200);
  expect(await health.json()).toBe(true);

  const unauthenticated = await request.get("/api/v1/users/me");
  expect(unauthenticated.status()).toBe(401);
  expect(await unauthenticated.json()).toEqual({ detail: "Not authenticated" });
});
