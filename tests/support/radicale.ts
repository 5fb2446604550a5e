/**
 * A real CalDAV server for the calendar tests: Debian's Radicale on an empty folder, htpasswd
 * (plain) accounts, a free port on loopback. Started once per API run by global-setup.ts; test
 * files add their own accounts (Radicale reads the htpasswd file at each sign-in) and write
 * calendars and events over CalDAV itself. scripts/test.mjs installs the package when missing.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./ports";

export const RADICALE_BIN = "/usr/bin/radicale";

export type RadicaleInfo = { url: string; htpasswd: string };

export async function startRadicale(): Promise<RadicaleInfo & { stop: () => Promise<void> }> {
  if (!existsSync(RADICALE_BIN)) {
    throw new Error(
      "Radicale is not installed (the calendar tests need it): `sudo apt-get install radicale`, or run `npm test` as root, which installs it.",
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), "seers-radicale-"));
  const htpasswd = path.join(dir, "users");
  writeFileSync(htpasswd, "");
  const port = await freePort();
  const child: ChildProcess = spawn(
    RADICALE_BIN,
    [
      "--config",
      "",
      "--server-hosts",
      `127.0.0.1:${port}`,
      "--storage-filesystem-folder",
      path.join(dir, "collections"),
      "--auth-type",
      "htpasswd",
      "--auth-htpasswd-filename",
      htpasswd,
      "--auth-htpasswd-encryption",
      "plain",
      "--auth-delay",
      "0",
      "--logging-level",
      "warning",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let errorText = "";
  child.stderr?.on("data", (chunk) => {
    errorText += String(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Radicale stopped at start: ${errorText}`);
    try {
      await fetch(`${url}/.well-known/caldav`, { redirect: "manual" });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`Radicale did not start: ${errorText}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    htpasswd,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r).once("error", r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type RadicaleAccount = { url: string; username: string; password: string };

/** A new account on the suite's Radicale (a random name, so files never share one). */
export function radicaleAccount(info: RadicaleInfo): RadicaleAccount {
  const username = `seer${randomBytes(5).toString("hex")}`;
  const password = `pw-${randomBytes(9).toString("base64url")}`;
  appendFileSync(info.htpasswd, `${username}:${password}\n`);
  return { url: info.url, username, password };
}

function authHeader(account: RadicaleAccount) {
  return `Basic ${Buffer.from(`${account.username}:${account.password}`).toString("base64")}`;
}

/** Makes the calendar `/<user>/<slug>/` named `name` (a test's own set-up, over CalDAV). */
export async function makeRadicaleCalendar(account: RadicaleAccount, slug: string, name: string) {
  const body = `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:set><D:prop><D:displayname>${name}</D:displayname></D:prop></D:set>
</C:mkcalendar>`;
  const res = await fetch(`${account.url}/${account.username}/${slug}/`, {
    method: "MKCALENDAR",
    headers: { authorization: authHeader(account), "content-type": "application/xml" },
    body,
  });
  if (res.status !== 201) throw new Error(`MKCALENDAR: ${res.status} ${await res.text()}`);
  return `${account.url}/${account.username}/${slug}/`;
}

/** Writes (or replaces) one iCalendar object in a calendar. */
export async function putRadicaleEvent(
  account: RadicaleAccount,
  slug: string,
  name: string,
  ics: string,
) {
  const res = await fetch(`${account.url}/${account.username}/${slug}/${name}.ics`, {
    method: "PUT",
    headers: { authorization: authHeader(account), "content-type": "text/calendar" },
    body: ics,
  });
  if (res.status !== 201 && res.status !== 204) {
    throw new Error(`PUT: ${res.status} ${await res.text()}`);
  }
}

export async function deleteRadicaleEvent(account: RadicaleAccount, slug: string, name: string) {
  await fetch(`${account.url}/${account.username}/${slug}/${name}.ics`, {
    method: "DELETE",
    headers: { authorization: authHeader(account) },
  });
}
