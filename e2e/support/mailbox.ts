/** Reads the email that e2e/support/mail-catcher.mjs caught: the newest reset link sent to an address. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { mailDir } from "./e2e-env";

/** Undoes quoted-printable soft breaks and escapes (nodemailer uses them for long lines). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

type Mail = { to: string; subject: string; body: string };

/**
 * Each caught email, read and decoded once per worker: the catcher writes a file whole and never
 * changes it, and the mailbox grows with every sign-up of the suite while tests poll it.
 */
const caught = new Map<string, Mail>();

function readMail(file: string): Mail {
  const known = caught.get(file);
  if (known) return known;
  const raw = readFileSync(file, "utf8");
  const mail = {
    to: /^X-Envelope-To: (.*)$/m.exec(raw)?.[1]?.trim() ?? "",
    subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "",
    body: decodeQuotedPrintable(raw),
  };
  caught.set(file, mail);
  return mail;
}

/**
 * The emails to an address, oldest first. Sign-up's verification email is left out unless asked
 * for: it comes from the outbox a moment later and must not be taken for the email a test awaits.
 */
function mailsTo(address: string, { verification = false } = {}): Mail[] {
  let files: string[];
  try {
    files = readdirSync(mailDir);
  } catch {
    return [];
  }
  return files
    .filter((file) => file.endsWith(".eml"))
    .sort()
    .map((file) => readMail(path.join(mailDir, file)))
    .filter((mail) => mail.to.toLowerCase() === address.toLowerCase())
    .filter((mail) => verification === mail.subject.endsWith("Verify your email"));
}

/**
 * How long an email may take to reach the catcher: the outbox sends each second, but on two cores
 * running every suite at once a pass can queue behind others' (a verification email once took over
 * 10 s, in two runs of five, and came at once on the retry).
 */
const MAIL_WAIT_MS = 20_000;

/** Waits for the number of emails to an address to reach `count`, then returns the newest. */
export async function waitForMail(address: string, count = 1): Promise<Mail> {
  await expect
    .poll(() => mailsTo(address).length, {
      message: `${count} email(s) to ${address} in ${mailDir}`,
      timeout: MAIL_WAIT_MS,
    })
    .toBeGreaterThanOrEqual(count);
  const mails = mailsTo(address);
  return mails[mails.length - 1] as Mail;
}

/** The link in the newest email verification email to an address (sent at sign-up and on request). */
export async function verifyLinkFor(address: string, count = 1): Promise<string> {
  await expect
    .poll(() => mailsTo(address, { verification: true }).length, { timeout: MAIL_WAIT_MS })
    .toBeGreaterThanOrEqual(count);
  const mails = mailsTo(address, { verification: true });
  const body = mails[mails.length - 1]?.body ?? "";
  const link = /https?:\/\/[^\s"<>]+\/verify-email\?token=[A-Za-z0-9._~%-]+/.exec(body)?.[0];
  if (!link) throw new Error(`no verification link in the email to ${address}:\n${body}`);
  return link;
}

/** The reset link in the newest recovery email to an address, exactly as the email gives it. */
export async function resetLinkFor(address: string, count = 1): Promise<string> {
  const mail = await waitForMail(address, count);
  expect(mail.subject).toContain("Password recovery");
  const link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9._~%-]+/.exec(mail.body)?.[0];
  if (!link) throw new Error(`no reset link in the email to ${address}:\n${mail.body}`);
  return link;
}
