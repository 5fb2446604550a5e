/** The password-recovery email: an HTML part with a real link and a plain-text part. */
import { BRAND_NAME } from "@/lib/brand";
import { siteLink } from "@/lib/site-url";
import { escapeHtml } from "./layout";
import type { Email } from "./types";

export function resetPasswordEmail({
  to,
  base,
  token,
  validHours,
}: {
  to: string;
  /** The site's public address (lib/site-url.ts). */
  base: string;
  token: string;
  validHours: number;
}): Email {
  const link = siteLink(base, `/reset-password?token=${encodeURIComponent(token)}`);
  const subject = `${BRAND_NAME} - Password recovery for user ${to}`;
  const safeLink = escapeHtml(link);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:32px 12px;background:#f4f7f6;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;color:#1e293b">
<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #dce7e5;border-radius:8px;padding:36px">
<p style="font-size:13px;font-weight:700;letter-spacing:1px;text-transform:uppercase;color:#0f766e;margin:0 0 24px">${BRAND_NAME}</p>
<h1 style="font-size:24px;margin:0 0 16px">Reset your password</h1>
<p style="font-size:15px;line-height:24px">Hi ${escapeHtml(to)},</p>
<p style="font-size:15px;line-height:24px">We received a request to reset the password for your ${BRAND_NAME} account. Choose a new one with the button below.</p>
<p><a href="${safeLink}" style="display:inline-block;background:#0f766e;color:#fff;text-decoration:none;font-weight:700;padding:12px 24px;border-radius:6px">Reset password</a></p>
<p style="font-size:14px;line-height:22px;color:#64748b">Or paste this link into your browser:<br><a href="${safeLink}" style="color:#0f766e;word-break:break-all">${safeLink}</a></p>
<p style="font-size:14px;line-height:22px;color:#64748b">This link expires in ${validHours} hours and works once. If you did not ask for it, you can ignore this email.</p>
</div></body></html>`;
  const text = `Hi ${to},

We received a request to reset the password for your ${BRAND_NAME} account.
Choose a new one here:

${link}

This link expires in ${validHours} hours and works once. If you did not ask for it, you can ignore this email.
`;
  return { to, subject, html, text };
}
