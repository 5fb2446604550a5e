"use client";
/**
 * The heart on a coach: signed-in users save and unsave (kept in the database); a visitor is
 * sent to log in and brought back to the same view.
 */
import { Heart } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { sendJson } from "@/lib/client/request";
import { showError } from "@/lib/client/toasts";
import { cn } from "@/lib/cn";

type Props = {
  slug: string;
  name: string;
  initialSaved: boolean;
  signedIn: boolean;
  className?: string;
};

export function SaveToggle({ slug, name, initialSaved, signedIn, className }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [saved, setSaved] = useState(initialSaved);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    if (!signedIn) {
      const query = searchParams.toString();
      router.push(`/login?next=${encodeURIComponent(`${pathname}${query ? `?${query}` : ""}`)}`);
      return;
    }
    const next = !saved;
    setSaved(next);
    setBusy(true);
    const result = await sendJson(
      next ? "PUT" : "DELETE",
      `/api/v1/users/me/saved-coaches/${slug}`,
    );
    setBusy(false);
    if (!result.ok) {
      setSaved(!next);
      showError(result.message);
    }
  }

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${name} from saved coaches` : `Save ${name}`}
      title={signedIn ? undefined : "Log in to save coaches"}
      className={cn(
        "flex size-11 items-center justify-center rounded-full bg-surface/90 shadow-sm backdrop-blur transition-colors hover:bg-surface",
        className,
      )}
    >
      <Heart
        aria-hidden
        size={20}
        className={saved ? "fill-rose-500 text-rose-500" : "text-ink-muted"}
      />
    </button>
  );
}
