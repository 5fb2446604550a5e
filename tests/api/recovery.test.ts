import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  baseUrl,
  call,
  newUser,
  STRONG_PASSWORD,
  superuserToken,
  uniqueEmail,
} from "../support/api-client";
import { eventually, formLogin } from "../support/instances";
import {
  type CaughtMail,
  mimePart,
  readMails,
  VERIFY_EMAIL_SUBJECT,
} from "../support/mail-catcher";
import { type RunningServer, startServer } from "../support/server";
import { workerServer } from "../support/worker-server";

const SENT = { message: "If that email is registered, we sent a password recovery link" };
const NEW_PASSWORD = "N3w!Password";

const mailsTo = (to: string) =>
  readMails(workerServer().mailDir).filter((m) => m.to.toLowerCase() === to.toLowerCase());

/** Asks for a reset link and waits for the email that request sends (not an earlier one). */
async function requestRecovery(email: string): Promise<CaughtMail> {
  const before = mailsTo(email).length;
  const res = await call("POST", `/password-recovery/${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  expect(res.body).toEqual(SENT);
  return eventually(() => mailsTo(email)[before], `no recovery email to ${email}`);
}

function resetLink(mail: CaughtMail): URL {
  const html = mimePart(mail, "text/html");
  const href = /<a href="([^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error("no link in the email's HTML");
  const link = new URL(href.replaceAll("&amp;", "&"));
  expect(mimePart(mail, "text/plain")).toContain(link.toString());
  return link;
}

const tokenOf = (mail: CaughtMail) => resetLink(mail).searchParams.get("token") ?? "";

const reset = (token: string, newPassword = NEW_PASSWORD) =>
  call("POST", "/reset-password/", { json: { token, new_password: newPassword } });

describe("password recovery through the mail server", () => {
  it("answers the same for an unknown address and sends it nothing", async () => {
    const unknown = uniqueEmail("nobody");
    const res = await call("POST", `/password-recovery/${encodeURIComponent(unknown)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SENT);
    // A registered address asked afterwards gets its mail; by then the unknown one would have had its own.
    const known = await newUser();
    await requestRecovery(known.email);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(unknown)).toHaveLength(0);
  });

  it("mails a link to the server's /reset-password page, in HTML and plain text", async () => {
    const user = await newUser();
    const mail = await requestRecovery(user.email);
    const subject =
      /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail.raw)?.[1]?.replace(/\r?\n[ \t]/g, " ") ?? "";
    expect(subject).toContain(user.email);
    const link = resetLink(mail);
    expect(link.origin).toBe(baseUrl());
    expect(link.pathname).toBe("/reset-password");
    expect(link.searchParams.get("token")).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it("resets the password once: the new one signs in, the old one and the used link do not", async () => {
    const user = await newUser();
    const token = tokenOf(await requestRecovery(user.email));

    const done = await reset(token);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: "Password updated successfully" });

    expect((await formLogin(baseUrl(), user.email, NEW_PASSWORD)).status).toBe(200);
    const old = await formLogin(baseUrl(), user.email, STRONG_PASSWORD);
    expect(old.status).toBe(400);
    expect(old.body).toEqual({ detail: "Incorrect email or password" });

    const again = await reset(token, "An0ther!Password");
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: "Invalid token" });
    // The session token issued at sign-up was retired by the reset as well.
    expect((await call("GET", "/users/me", { token: user.token })).status).toBe(401);
  });

  it("retires an emailed link when the password is changed another way", async () => {
    const user = await newUser();
    const token = tokenOf(await requestRecovery(user.email));
    const changed = await call("PATCH", "/users/me/password", {
      token: user.token,
      json: { current_password: user.password, new_password: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    const res = await reset(token, "An0ther!Password");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: "Invalid token" });
  });

  it("retires every other emailed link once one of them is used", async () => {
    const user = await newUser();
    const first = tokenOf(await requestRecovery(user.email));
    const second = tokenOf(await requestRecovery(user.email));
    expect((await reset(second)).status).toBe(200);
    expect((await reset(first, "An0ther!Password")).body).toEqual({ detail: "Invalid token" });
  });

  it("refuses a garbage token and an access token with 400 Invalid token", async () => {
    const user = await newUser();
    for (const token of ["not-a-token", "a.b.c", user.token]) {
      const res = await reset(token);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: "Invalid token" });
    }
    expect((await call("GET", "/users/me", { token: user.token })).status).toBe(200);
  });

  it("refuses a new password shorter than 8 characters with 422 and keeps the link usable", async () => {
    const user = await newUser();
    const token = tokenOf(await requestRecovery(user.email));
    const res = await reset(token, "short1!");
    expect(res.status).toBe(422);
    expect(Array.isArray(res.body.detail)).toBe(true);
    expect((await reset(token)).status).toBe(200);
  });
});

describe("an email a person asks for", () => {
  // Handed to the mail server before the answer: read at once, with no waiting.
  const hers = (to: string) =>
    readMails(workerServer().mailDir, { verification: true }).filter(
      (m) => m.to.toLowerCase() === to.toLowerCase(),
    );

  it("is in the mailbox when the answer comes: a reset asked right after sign-up is the newest, after her Verify your email", async () => {
    const user = await newUser();
    const res = await call("POST", `/password-recovery/${encodeURIComponent(user.email)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SENT);
    const mails = hers(user.email);
    expect(mails.map((m) => m.subject.endsWith(VERIFY_EMAIL_SUBJECT))).toEqual([true, false]);
    expect(resetLink(mails[1] as CaughtMail).pathname).toBe("/reset-password");
  });

  it("is in the mailbox when the answer comes: the verification link again, and the test email", async () => {
    const user = await newUser();
    const again = await call("POST", "/users/me/verification-email", { token: user.token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: "We sent a new link to your email" });
    const mails = hers(user.email);
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => m.subject.endsWith(VERIFY_EMAIL_SUBJECT))).toBe(true);

    const to = uniqueEmail("test-email");
    const test = await call("POST", `/utils/test-email/?email_to=${encodeURIComponent(to)}`, {
      token: await superuserToken(),
    });
    expect(test.status).toBe(201);
    expect(test.body).toEqual({ message: "Test email sent" });
    expect(hers(to).map((m) => m.subject)).toEqual(["Seers - Test email"]);
  });
});

describe("password recovery without SMTP", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({});
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("still answers 200 and writes the reset link to the server log", async () => {
    const user = await newUser({}, server.url);
    const res = await call("POST", `/password-recovery/${encodeURIComponent(user.email)}`, {
      base: server.url,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SENT);
    const line = await eventually(
      () => server.output().match(/\S+\/reset-password\?token=\S+/)?.[0],
      "the reset link never appeared in the server log",
    );
    expect(line.startsWith(`${server.url}/reset-password?token=`)).toBe(true);
    const token = new URL(line).searchParams.get("token") ?? "";
    const done = await call("POST", "/reset-password/", {
      base: server.url,
      json: { token, new_password: NEW_PASSWORD },
    });
    expect(done.status).toBe(200);
    expect((await formLogin(server.url, user.email, NEW_PASSWORD)).status).toBe(200);
  });
});
