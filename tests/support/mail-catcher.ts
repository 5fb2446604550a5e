/** A real SMTP server for tests: accepts every message and keeps it as a file that any test process can read. */
import { mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { freePort } from "./ports";

export type MailCatcher = { port: number; dir: string; close: () => Promise<void> };

/**
 * `port` and `dir` let a test stop the catcher and start it again where the server expects it.
 * `slowMs`: each message is answered after a random wait up to that long, as a busy mail server
 * does, so that two messages sent at once may arrive in either order.
 */
export async function startMailCatcher(
  options: { port?: number; dir?: string; slowMs?: number } = {},
): Promise<MailCatcher> {
  const dir = options.dir ?? mkdtempSync(path.join(tmpdir(), "seers-mail-"));
  const port = options.port ?? (await freePort());
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onMailFrom(_address, _session, callback) {
      setTimeout(callback, Math.random() * (options.slowMs ?? 0));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(",");
        count += 1;
        // Names sort in arrival order (readMails): the time, then this catcher's count, padded so
        // that the 10th of one millisecond sorts after the 9th.
        const file = path.join(dir, `${Date.now()}-${port}-${String(count).padStart(6, "0")}.eml`);
        // Written whole under another name, then renamed: a reader never sees half an email, so
        // readMails may keep what it has read.
        writeFileSync(
          `${file}.part`,
          `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString("utf8")}`,
        );
        renameSync(`${file}.part`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { port, dir, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Undoes quoted-printable soft breaks and escapes, which nodemailer uses for long lines. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export type CaughtMail = { to: string; subject: string; raw: string; body: string };

/** The subject of the email every sign-up sends (lib/email/verify-email.ts). */
export const VERIFY_EMAIL_SUBJECT = "Verify your email";

/**
 * The caught emails, oldest first. Sign-up's verification email is left out unless asked for: it
 * comes from the outbox a moment after the account is made, and tests that count or index the
 * emails an action sends (recovery, listing reviews) must not count it.
 */
export function readMails(dir: string, { verification = false } = {}): CaughtMail[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .map((file) => readMail(path.join(dir, file)))
    .filter((mail) => verification || !mail.subject.endsWith(VERIFY_EMAIL_SUBJECT));
}

/**
 * Each caught email, read and decoded once per process: a caught file never changes, and a
 * worker's mailbox grows to thousands over a suite that polls it many times a second.
 */
const caught = new Map<string, CaughtMail>();

function readMail(file: string): CaughtMail {
  const known = caught.get(file);
  if (known) return known;
  const raw = readFileSync(file, "utf8");
  const to = /^X-Envelope-To: (.*)$/m.exec(raw)?.[1]?.trim() ?? "";
  const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "";
  const mail = { to, subject, raw, body: decodeQuotedPrintable(raw) };
  caught.set(file, mail);
  return mail;
}

/** Waits for the newest email to an address (sending happens in the background). */
export async function waitForMail(
  dir: string,
  to: string,
  timeoutMs = 10_000,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = readMails(dir).filter((m) => m.to.toLowerCase() === to.toLowerCase());
    const last = found[found.length - 1];
    if (last) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no email to ${to} within ${timeoutMs} ms`);
}

/** The decoded body of one MIME part (text/plain or text/html) of a caught email. */
export function mimePart(mail: CaughtMail, type: "text/plain" | "text/html"): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(mail.raw)?.[1];
  if (!boundary) throw new Error("the email is not multipart");
  for (const part of mail.raw.split(`--${boundary}`)) {
    const [head = "", ...rest] = part.split(/\r?\n\r?\n/);
    if (!new RegExp(`content-type:\\s*${type}`, "i").test(head)) continue;
    const body = rest.join("\n\n");
    if (/content-transfer-encoding:\s*base64/i.test(head))
      return Buffer.from(body, "base64").toString("utf8");
    if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
      const bytes = body
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        );
      return Buffer.from(bytes, "latin1").toString("utf8");
    }
    return body;
  }
  throw new Error(`the email has no ${type} part`);
}
