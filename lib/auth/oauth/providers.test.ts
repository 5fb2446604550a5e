import { describe, expect, it } from "vitest";
import { oauthFailureFromQuery } from "./messages";
import { configuredProviders, startPath } from "./providers";

describe("configured providers", () => {
  it("offers a provider only when both its id and secret are set", () => {
    expect(configuredProviders({})).toEqual([]);
    expect(configuredProviders({ GOOGLE_CLIENT_ID: "id" })).toEqual([]);
    expect(
      configuredProviders({
        GOOGLE_CLIENT_ID: "id",
        GOOGLE_CLIENT_SECRET: "secret",
        FACEBOOK_CLIENT_ID: "app",
        FACEBOOK_CLIENT_SECRET: "secret",
      }),
    ).toEqual(["google", "facebook"]);
    expect(configuredProviders({ FACEBOOK_CLIENT_ID: "a", FACEBOOK_CLIENT_SECRET: "b" })).toEqual([
      "facebook",
    ]);
  });
});

describe("startPath", () => {
  it("carries the Seer role, the way back and the intent, and nothing else", () => {
    expect(startPath("google", {})).toBe("/api/auth/oauth/google/start");
    expect(startPath("facebook", { role: "seer", next: "/discover?q=a b" })).toBe(
      "/api/auth/oauth/facebook/start?role=seer&next=%2Fdiscover%3Fq%3Da+b",
    );
    expect(startPath("google", { intent: "connect" })).toBe(
      "/api/auth/oauth/google/start?intent=connect",
    );
  });
});

describe("oauthFailureFromQuery", () => {
  it("says a known failure of a known provider, and nothing for anything else", () => {
    expect(oauthFailureFromQuery("denied", "facebook")).toBe(
      "Signing in with Facebook was cancelled. Nothing was changed.",
    );
    expect(oauthFailureFromQuery("denied", "github")).toBeNull();
    expect(oauthFailureFromQuery("<script>", "google")).toBeNull();
    expect(oauthFailureFromQuery(["denied", "state"], "google")).toBeNull();
  });
});
