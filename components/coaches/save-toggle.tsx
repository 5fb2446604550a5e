"use client";
/**
 * The heart on a coach: signed-in users save and unsave (kept in the database); a visitor is
 * sent to log in and brought back to the same view. The state comes from the browser after load
 * (the page's HTML is the same for everybody); until it is known the heart waits, disabled.
 */
import { Heart } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { lazy, Suspense, useState } from "react";
import type { SavedState } from "@/lib/client/saved-coaches";
import { showError } from "@/lib/client/toasts";
import { useViewer } from "@/lib/client/viewer";
import { cn } from "@/lib/cn";

type Props = { slug: string; name: string; className?: string };

/** The signed-in viewer's hearts (their saved list, through SWR): a visitor never loads its code. */
const SignedInSaveToggle = lazy(() =>
  import("./signed-in-save-toggle").then((module) => ({ default: module.SignedInSaveToggle })),
);

/** A card's heart, from the viewer's saved list that every card on the page shares. */
export function SaveToggle(props: Props) {
  const viewer = useViewer();
  if (!viewer) {
    return (
      <HeartButton {...props} state={viewer === null ? { kind: "visitor" } : { kind: "unknown" }} />
    );
  }
  return (
    <Suspense fallback={<HeartButton {...props} state={{ kind: "unknown" }} />}>
      <SignedInSaveToggle {...props} />
    </Suspense>
  );
}

type HeartProps = Omit<Props, "slug"> & {
  state: SavedState;
  /** Saves (true) or unsaves; resolves to the API's message when refused. For signed-in states. */
  onSave?: (saved: boolean) => Promise<string | null>;
};

export function HeartButton({ name, state, className, onSave }: HeartProps) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [busy, setBusy] = useState(false);
  const saved = state.kind === "signed-in" && state.saved;

  async function toggle() {
    if (state.kind === "visitor") {
      const query = searchParams.toString();
      router.push(`/login?next=${encodeURIComponent(`${pathname}${query ? `?${query}` : ""}`)}`);
      return;
    }
    if (state.kind !== "signed-in" || !onSave) return;
    setBusy(true);
    const failure = await onSave(!saved);
    setBusy(false);
    if (failure) showError(failure);
  }

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy || state.kind === "unknown"}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${name} from saved coaches` : `Save ${name}`}
      title={state.kind === "visitor" ? "Log in to save coaches" : undefined}
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
