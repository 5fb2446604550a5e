/** The one look of our emails: an HTML part in the house style and a plain-text part, both from one message. */
import { BRAND_NAME } from "@/lib/brand";
import type { Email } from "./types";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A subject line is one line, whatever someone typed into a name. */
export const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

export type EmailMessage = {
  to: string;
  subject: string;
  heading: string;
  /** Plain-text paragraphs; each is escaped for the HTML part. */
  paragraphs: string[];
  /** Words someone typed (a note or a reason), quoted. */
  quote?: string | null;
  /** Further links after the paragraphs (a video room, a map), each on its own line. */
  links?: { label: string; url: string }[];
  action: { label: string; url: string };
};

export function renderEmail({
  to,
  subject,
  heading,
  paragraphs,
  quote,
  links = [],
  action,
}: EmailMessage): Email {
  const safeLink = escapeHtml(action.url);
  const p = (text: string) =>
    `<p style="font-size:15px;line-height:24px">${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;
  const quoted = quote
    ? `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #0f766e;background:#f4f7f6;font-size:15px;line-height:24px">${escapeHtml(quote).replace(/\n/g, "<br>")}</blockquote>`
    : "";
  const linkLines = links.map(
    (link) =>
      `<p style="font-size:15px;line-height:24px">${escapeHtml(link.label)}: <a href="${escapeHtml(link.url)}" style="color:#0f766e;word-break:break-all">${escapeHtml(link.url)}</a></p>`,
  );
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(oneLine(subject))}</title></head>
<body style="margin:0;padding:32px 12px;background:#f4f7f6;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;color:#1e293b">
<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #dce7e5;border-radius:8px;padding:36px">
<p style="font-size:13px;font-weight:700;letter-spacing:1px;text-transform:uppercase;color:#0f766e;margin:0 0 24px">${BRAND_NAME}</p>
<h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${[...paragraphs.map(p), ...linkLines].join("\n")}
${quoted}
<p><a href="${safeLink}" style="display:inline-block;background:#0f766e;color:#fff;text-decoration:none;font-weight:700;padding:12px 24px;border-radius:6px">${escapeHtml(action.label)}</a></p>
<p style="font-size:14px;line-height:22px;color:#64748b">Or paste this link into your browser:<br><a href="${safeLink}" style="color:#0f766e;word-break:break-all">${safeLink}</a></p>
</div></body></html>`;
  const text = [
    ...paragraphs,
    ...links.map((link) => `${link.label}: ${link.url}`),
    ...(quote ? [quote.replace(/^/gm, "> ")] : []),
    `${action.label}: ${action.url}`,
  ].join("\n\n");
  return { to, subject: oneLine(subject), html, text: `${text}\n` };
}
