"use client";
/**
 * The heart itself, drawn from a state it is given: a visitor is sent to log in and brought back to
 * the same view; a signed-in user saves and unsaves (`onSave`); until the state is known it waits,
 * disabled. Apart from save-toggle.tsx so a coach's page, whose heart has its own source of state,
 * does not carry the cards' list-sharing code.
 */

type HeartProps = { slug: string; name: string; className?: string };

/**
 * The heart as the viewer sees it: a visitor's, a waiting one until the viewer is known, or for a
 * signed-in viewer `signedIn` (a lazy component with their state: a card's saved list, a coach
 * page's viewer state), which visitors never load.
 */
export function ViewerHeart({
  signedIn: SignedIn,
  ...props
}: HeartProps & { signedIn: ComponentType<HeartProps> }) {
  const viewer = useViewer();
  if (!viewer) {
    return (
      <HeartButton {...props} state={viewer === null ? { kind: "visitor" } : { kind: "unknown" }} />
    );
  }
  return (
    <Suspense fallback={<HeartButton {...props} state={{ kind: "unknown" }} />}>
      <SignedIn {...props} />
    </Suspense>
  );
}

import { Heart } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { type ComponentType, Suspense, useState } from "react";
import type { SavedState } from "@/lib/client/saved-coaches";
import { showError } from "@/lib/client/toasts";
import { useViewer } from "@/lib/client/viewer";
import { cn } from "@/lib/cn";

type Props = {
  name: string;
  className?: string;
  state: SavedState;
  /** Saves (true) or unsaves; resolves to the API's message when refused. For signed-in states. */
  onSave?: (saved: boolean) => Promise<string | null>;
};

export function HeartButton({ name, state, className, onSave }: Props) {
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
