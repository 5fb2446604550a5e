"use client";
/**
 * Readings now, filled in by the browser on pages whose HTML every visitor shares: these pieces
 * only choose, by who is available now (lib/client/available-now.ts), between what the server
 * rendered for either case (passed in, so their markup costs no JavaScript). Connect opens the
 * reading dialog, whose code (components/readings/connect-dialog.tsx) loads on the first press.
 */
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useAvailableNow } from "@/lib/client/available-now";
import { perMinuteLabel } from "@/lib/readings/per-minute-label";

const ConnectDialog = lazy(() => import("@/components/readings/connect-dialog"));

type Choice = { slug: string; children: ReactNode; otherwise?: ReactNode };

/** `children` while the coach is available now, `otherwise` the rest of the time (and at first). */
export function WhenAvailableNow({ slug, children, otherwise = null }: Choice) {
  return useAvailableNow(slug) === undefined ? otherwise : children;
}

/** "$1.99/min" while the coach is available now. */
export function PerMinutePrice({ slug }: { slug: string }) {
  const price = useAvailableNow(slug);
  return price === undefined ? null : perMinuteLabel(price);
}

/**
 * Connect while the coach is available now: a button (`children`, `className`) opening the
 * dialog; `otherwise` (a way to their free times) the rest of the time. Once open, the dialog
 * keeps the price it opened at even if the Seer stops being available meanwhile (the seeker's own
 * call holds them): the API has the last word.
 */
export function ConnectNow({
  slug,
  name,
  className,
  children,
  otherwise,
}: Choice & { name: string; className: string }) {
  const available = useAvailableNow(slug);
  const [price, setPrice] = useState<number>();
  const [open, setOpen] = useState(false);
  return (
    <>
      {available === undefined ? (
        otherwise
      ) : (
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => {
            setPrice(available);
            setOpen(true);
          }}
          className={className}
        >
          {children}
        </button>
      )}
      {price === undefined ? null : (
        <Suspense fallback={null}>
          <ConnectDialog
            coach={{ slug, name, pricePerMinuteCents: price }}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </>
  );
}
