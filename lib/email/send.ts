/** Sends email through SMTP (nodemailer); without SMTP the message goes to the server log instead. */
import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { BRAND_NAME } from "@/lib/brand";
import { getConfig } from "@/lib/config";
import { processSingleton } from "@/lib/process-singleton";
import { senderAddress } from "./sender";
import type { Email, OutboxEmail } from "./types";

function transporter(): Transporter | undefined {
  const config = getConfig();
  if (!config.SMTP_HOST) return undefined;
  return processSingleton("mailer", () =>
    nodemailer.createTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SSL,
      requireTLS: config.SMTP_TLS && !config.SMTP_SSL,
      ignoreTLS: !config.SMTP_TLS && !config.SMTP_SSL,
      auth: config.SMTP_USER
        ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? "" }
        : undefined,
      // Short limits: a hung server fails the try (the outbox retries it) well inside the
      // worker's one-minute lease on the row, so no other instance takes it over mid-send.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    }),
  );
}

/** A Message-ID that names the outbox row: every try of one row carries the same one. */
export function outboxMessageId(outboxId: string): string {
  return `<outbox-${outboxId}@${senderAddress().split("@")[1] ?? "localhost"}>`;
}

/** Sends one email (with its attachments and calendar invitation, if any); throws when SMTP fails. */
export async function sendEmail(
  email: Email | OutboxEmail,
  options: { messageId?: string } = {},
): Promise<void> {
  const config = getConfig();
  const mailer = transporter();
  const { attachments, icalEvent } = email as OutboxEmail;
  if (!mailer) {
    // So a local user can still follow a reset link without any mail server.
    const attached = [...(attachments ?? []), ...(icalEvent ? [icalEvent] : [])]
      .map((a) => a.filename ?? "invite.ics")
      .join(", ");
    console.info(
      `[email] SMTP is not configured; this email was not sent.\nTo: ${email.to}\nSubject: ${email.subject}${attached ? `\nAttachments: ${attached}` : ""}\n\n${email.text}\n`,
    );
    return;
  }
  await mailer.sendMail({
    from: { name: config.EMAILS_FROM_NAME ?? BRAND_NAME, address: senderAddress() },
    to: email.to,
    subject: email.subject,
    html: email.html,
    text: email.text,
    messageId: options.messageId,
    attachments: attachments?.map(({ filename, content, contentType }) => ({
      filename,
      content,
      contentType,
    })),
    icalEvent: icalEvent && {
      method: icalEvent.method,
      content: icalEvent.content,
      filename: icalEvent.filename,
    },
  });
}
