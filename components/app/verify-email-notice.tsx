"use client";
/**
 * "Verify your email" across the top of the signed-in area until the link is used (the account
 * still works meanwhile); it can send the link again.
 */
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useCurrentUser } from "@/components/app/session-provider";
import { sendJson } from "@/lib/client/request";
import { showError, showSuccess } from "@/lib/client/toasts";

export function VerifyEmailNotice() {
  const user = useCurrentUser();
  const [sending, setSending] = useState(false);
  if (user.email_verified) return null;

  async function resend() {
    setSending(true);
    const result = await sendJson<{ message: string }>(
      "POST",
      "/api/v1/users/me/verification-email",
    );
    setSending(false);
    if (!result.ok) return showError(result.message);
    showSuccess(result.data.message);
  }

  return (
    <section
      aria-label="Verify your email"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-amber-300/60 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:px-6 dark:border-amber-500/30 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <MailCheck aria-hidden="true" className="size-5 shrink-0" />
      {/* At least 16rem of text before the button: on a phone the button wraps below it. */}
      <p className="min-w-0 flex-1 basis-64">
        <strong className="font-semibold">Verify your email.</strong> We sent a link to{" "}
        <span className="break-all">{user.email}</span>; open it to confirm the address is yours.
      </p>
      <button
        type="button"
        onClick={() => void resend()}
        disabled={sending}
        aria-busy={sending}
        className="min-h-11 rounded-lg px-3 font-semibold underline underline-offset-2 hover:bg-amber-100 disabled:opacity-60 dark:hover:bg-amber-900/40"
      >
        Send the link again
      </button>
    </section>
  );
}
