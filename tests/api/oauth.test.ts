/**
 * Continue with Google / Facebook against the stand-ins the suite starts (a real OpenID Connect
 * provider for Google): accounts made, found again by identity, linked only on proven emails, and
 * every failed round trip (state, nonce, signature, expiry, refusal, outage) a clear message on the
 * login page with no account made.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { baseUrl, call, newUser, STRONG_PASSWORD, uniqueEmail } from "../support/api-client";
import { eventually } from "../support/instances";
import { mimePart, readMails } from "../support/mail-catcher";
import {
  accountExists,
  type Cookies,
  cookieHeader,
  identitiesOf,
  keepCookies,
  meWith,
  providerDown,
  roundTrip,
} from "../support/oauth";
import { workerServer } from "../support/worker-server";

const failure = (code: string, provider = "google") =>
  `/login?oauth_error=${code}&provider=${provider}`;

async function loginPage(path: string): Promise<string> {
  return (await fetch(`${baseUrl()}${path}`)).text();
}

/** Proves an account's email with the link its sign-up sent (read from the mail catcher). */
async function verifyEmailOf(email: string): Promise<void> {
  const mail = await eventually(
    () =>
      readMails(workerServer().mailDir, { verification: true }).find(
        (m) => m.to.toLowerCase() === email.toLowerCase(),
      ),
    `no verification email to ${email}`,
  );
  const link = /href="([^"]+verify-email[^"]+)"/.exec(mimePart(mail, "text/html"))?.[1];
  if (!link) throw new Error("no link in the verification email");
  const page = await (await fetch(link.replaceAll("&amp;", "&"))).text();
  expect(page).toContain("Your email is verified");
}

describe("Google sign-up and sign-in", () => {
  it("makes a Seer from role=seer, without a password, and signs the same identity in again after an email change", async () => {
    const email = uniqueEmail("google");
    const sub = `g-${randomUUID()}`;
    const first = await roundTrip(
      "google",
      { email, sub, name: "Ada Lovelace" },
      { query: "?role=seer" },
    );
    expect(first.location).toBe("/listing?step=about");
    expect(first.jar.access_token).toBeTruthy();
    expect(first.jar.oauth_flow).toBeUndefined();
    const me = await meWith(first.jar);
    expect(me.body).toMatchObject({
      email,
      type: 1,
      firstname: "Ada",
      lastname: "Lovelace",
      email_verified: true,
    });
    // No password: a password login answers as for a wrong one.
    const login = await call("POST", "/users/login", {
      json: { email, password: STRONG_PASSWORD },
    });
    expect(login.status).toBe(400);
    expect(login.body.detail).toBe("Incorrect email or password");

    // The address changes at Google: the identity still finds the account; `next` is kept.
    const again = await roundTrip(
      "google",
      { email: uniqueEmail("renamed"), sub },
      { query: "?next=%2Fdiscover%3Fq%3Dtarot" },
    );
    expect(again.location).toBe("/discover?q=tarot");
    expect((await meWith(again.jar)).body.id).toBe(me.body.id);
  });

  it("links to an existing account only when both emails are proven", async () => {
    const account = await newUser({ email: uniqueEmail("linked") });
    // The account's email is not verified yet: refused, nothing linked.
    const early = await roundTrip("google", { email: account.email, sub: `g-${randomUUID()}` });
    expect(early.location).toBe(failure("link_required"));
    expect(early.jar.access_token).toBeUndefined();
    expect(await identitiesOf(account.id)).toEqual([]);

    await verifyEmailOf(account.email);
    // Google does not vouch for the address: still refused.
    const unproven = await roundTrip("google", {
      email: account.email,
      sub: `g-${randomUUID()}`,
      emailVerified: false,
    });
    expect(unproven.location).toBe(failure("link_required"));
    expect(await identitiesOf(account.id)).toEqual([]);

    const linked = await roundTrip("google", { email: account.email, sub: `g-${randomUUID()}` });
    expect(linked.location).toBe("/");
    expect((await meWith(linked.jar)).body.id).toBe(account.id);
    expect(await identitiesOf(account.id)).toEqual([{ provider: "google" }]);

    const page = await loginPage(failure("link_required"));
    expect(page).toContain("An account already uses this email. Log in with its password");
  });
});

describe("a failed round trip makes no account and says why on the login page", () => {
  const cases = [
    ["a token signed by a key the provider never published", "foreign-key"],
    ["an expired ID token", "expired"],
    ["an ID token with another nonce", "wrong-nonce"],
  ] as const;
  for (const [what, mode] of cases) {
    it(`refuses ${what}`, async () => {
      const email = uniqueEmail(mode);
      const trip = await roundTrip("google", { email, mode });
      expect(trip.location).toBe(failure("failed"));
      expect(trip.jar.access_token).toBeUndefined();
      expect(await accountExists(email)).toBe(false);
    });
  }

  it("refuses a state that does not match, and one used before", async () => {
    const email = uniqueEmail("state");
    const trip = await roundTrip("google", { email });
    expect(trip.location).toBe("/");
    // The same answer again, with the same flow cookie: its state was used.
    const jar: Cookies = { oauth_flow: trip.flowCookie };
    const replay = await fetch(trip.callback, {
      redirect: "manual",
      headers: { Cookie: cookieHeader(jar) },
    });
    expect(replay.headers.get("location")).toBe(failure("state"));
    expect(keepCookies({}, replay).access_token).toBeUndefined();

    // The provider's answer to one flow, brought to another flow's cookie: the states differ.
    const start = await fetch(`${baseUrl()}/api/auth/oauth/google/start`, { redirect: "manual" });
    const otherFlow = keepCookies({}, start);
    const answer = await fetch(trip.callback, {
      redirect: "manual",
      headers: { Cookie: cookieHeader(otherFlow) },
    });
    expect(answer.headers.get("location")).toBe(failure("state"));
    // No flow cookie at all.
    const bare = await fetch(trip.callback, { redirect: "manual" });
    expect(bare.headers.get("location")).toBe(failure("state"));

    const page = await loginPage(failure("state"));
    expect(page).toContain("That sign-in with Google has expired or was already used");
  });

  it("says a refused consent was cancelled", async () => {
    const trip = await roundTrip("google", { email: uniqueEmail("denied"), deny: true });
    expect(trip.location).toBe(failure("denied"));
    expect(await loginPage(failure("denied"))).toContain("Signing in with Google was cancelled");
  });

  it("says the provider is unavailable when it cannot be reached", async () => {
    const email = uniqueEmail("outage");
    try {
      const trip = await roundTrip(
        "google",
        { email },
        { beforeCallback: () => providerDown("google") },
      );
      expect(trip.location).toBe(failure("unavailable"));
    } finally {
      await providerDown("google", false);
    }
    expect(await accountExists(email)).toBe(false);
    expect(await loginPage(failure("unavailable"))).toContain("Google is not answering right now");
  });
});

describe("Facebook", () => {
  it("asks for an email when Facebook gives none, then makes the account with it unverified", async () => {
    const trip = await roundTrip("facebook", { name: "Phone Person", id: `fb-${randomUUID()}` });
    expect(trip.location).toBe("/signup/email");
    expect(trip.jar.oauth_pending).toBeTruthy();
    const email = uniqueEmail("fb-asked");
    const res = await fetch(`${baseUrl()}/api/auth/oauth/email`, {
      method: "POST",
      redirect: "manual",
      headers: {
        Cookie: cookieHeader(trip.jar),
        Origin: baseUrl(),
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ email }),
    });
    expect(res.headers.get("location")).toBe("/");
    const jar = keepCookies({ ...trip.jar }, res);
    expect(jar.oauth_pending).toBeUndefined();
    expect((await meWith(jar)).body).toMatchObject({
      email,
      email_verified: false,
      firstname: "Phone",
    });
  });

  it("never links by Facebook's email: log in first, then connect", async () => {
    const account = await newUser({ email: uniqueEmail("fb-owner") });
    await verifyEmailOf(account.email);
    const trip = await roundTrip("facebook", { name: "Not Trusted", email: account.email });
    expect(trip.location).toBe(failure("link_required", "facebook"));
    expect(await identitiesOf(account.id)).toEqual([]);
  });
});

describe("sign-in methods", () => {
  it("keeps the last way to sign in, and lets a password be set", async () => {
    const trip = await roundTrip("google", { email: uniqueEmail("methods") });
    const cookie = { Cookie: cookieHeader(trip.jar), Origin: baseUrl() };
    const methods = await call("GET", "/users/me/identities", { headers: cookie });
    expect(methods.status).toBe(200);
    expect(methods.body).toMatchObject({
      count: 1,
      has_password: false,
      available: ["google", "facebook"],
    });
    const refused = await call("DELETE", "/users/me/identities/google", { headers: cookie });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe(
      "This is your only way to sign in: set a password or connect another account first",
    );
    const set = await call("POST", "/users/me/password", {
      headers: cookie,
      json: { new_password: STRONG_PASSWORD },
    });
    expect(set.status).toBe(200);
    const jar = keepCookies({ ...trip.jar }, new Response(null, { headers: set.headers }));
    const again = await call("POST", "/users/me/password", {
      headers: { Cookie: cookieHeader(jar), Origin: baseUrl() },
      json: { new_password: STRONG_PASSWORD },
    });
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe(
      "Your account already has a password: change it with the current one",
    );
    const removed = await call("DELETE", "/users/me/identities/google", {
      headers: { Cookie: cookieHeader(jar), Origin: baseUrl() },
    });
    expect(removed.status).toBe(200);
    const gone = await call("DELETE", "/users/me/identities/google", {
      headers: { Cookie: cookieHeader(jar), Origin: baseUrl() },
    });
    expect(gone.status).toBe(404);
    expect(gone.body.detail).toBe("That account is not connected");
  });

  it("closing the account takes its identities along", async () => {
    const sub = `g-${randomUUID()}`;
    const email = uniqueEmail("closing");
    const trip = await roundTrip("google", { email, sub });
    const me = await meWith(trip.jar);
    const closed = await call("DELETE", "/users/me", {
      headers: { Cookie: cookieHeader(trip.jar), Origin: baseUrl() },
    });
    expect(closed.status).toBe(200);
    expect(await identitiesOf(me.body.id as string)).toEqual([]);
    const fresh = await roundTrip("google", { email, sub });
    expect((await meWith(fresh.jar)).body.id).not.toBe(me.body.id);
  });
});

describe("email verification", () => {
  it("is false after a password sign-up, true after the link, false again after a change of address", async () => {
    const account = await newUser({ email: uniqueEmail("verify") });
    expect(account.user.email_verified).toBe(false);
    await verifyEmailOf(account.email);
    const me = await call("GET", "/users/me", { token: account.token });
    expect(me.body.email_verified).toBe(true);
    const changed = await call("PATCH", "/users/me", {
      token: account.token,
      json: { email: uniqueEmail("moved") },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.email_verified).toBe(false);
    const resent = await call("POST", "/users/me/verification-email", { token: account.token });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ message: "We sent a new link to your email" });
  });
});
