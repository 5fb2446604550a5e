/** Sends email through SMTP (nodemailer); without SMTP the message goes to the server log instead. */
import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { BRAND_NAME } from "@/lib/brand";
import { getConfig } from "@/lib/config";

export type Email = { to: string; subject: string; html: string; text: string };

const globalForMail = globalThis as unknown as { seersMailer?: Transporter };

function transporter(): Transporter | undefined {
  const config = getConfig();
  if (!config.SMTP_HOST) return undefined;
  globalForMail.seersMailer ??= nodemailer.createTransport({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SSL,
    requireTLS: config.SMTP_TLS && !config.SMTP_SSL,
    ignoreTLS: !config.SMTP_TLS && !config.SMTP_SSL,
    auth: config.SMTP_USER
      ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? "" }
      : undefined,
    connectionTimeout: 10_000,
  });
  return globalForMail.seersMailer;
}

export function emailsEnabled(): boolean {
  return Boolean(getConfig().SMTP_HOST);
}

export async function sendEmail(email: Email): Promise<void> {
  const config = getConfig();
  const mailer = transporter();
  if (!mailer) {
    // So a local user can still follow a reset link without any mail server.
    console.info(
      `[email] SMTP is not configured; this email was not sent.\nTo: ${email.to}\nSubject: ${email.subject}\n\n${email.text}\n`,
    );
    return;
  }
  await mailer.sendMail({
    from: {
      name: config.EMAILS_FROM_NAME ?? BRAND_NAME,
      address:
        config.EMAILS_FROM_EMAIL ??
        `no-reply@${new URL(config.FRONTEND_HOST ?? "http://localhost").hostname}`,
    },
    to: email.to,
    subject: email.subject,
    html: email.html,
    text: email.text,
  });
}

/** Sends in the background: the caller's response time must not depend on the mail server. */
export function sendEmailLater(email: Email): void {
  sendEmail(email).catch((error: unknown) =>
    console.error(
      `[email] sending "${email.subject}" failed:`,
      error instanceof Error ? error.message : error,
    ),
  );
}
