"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { sendJson } from "@/lib/client/request";
import { showError } from "@/lib/client/toasts";

/** Removes a coach from the saved list, then redraws the dashboard from the server. */
export function UnsaveButton({ slug, name }: { slug: string; name: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function unsave() {
    setBusy(true);
    const result = await sendJson("DELETE", `/api/v1/users/me/saved-coaches/${slug}`);
    setBusy(false);
    if (!result.ok) return showError(result.message);
    router.refresh();
  }
  return (
    <button
      type="button"
      onClick={unsave}
      disabled={busy}
      aria-label={`Remove ${name} from saved coaches`}
      className="min-h-11 rounded-lg px-3 text-sm font-medium text-ink-muted hover:bg-muted hover:text-danger-text disabled:opacity-50"
    >
      {busy ? "Removing..." : "Remove"}
    </button>
  );
}
