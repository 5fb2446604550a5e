"use client";
/**
 * Connect, for a Seer available for a reading now: opens the reading dialog, whose code
 * (components/readings/connect-dialog.tsx) loads on the first press, so no public page carries
 * it. Once open, the dialog stays with the price it opened at even if the Seer stops being
 * available meanwhile (the seeker's own call holds them): the API says the last word.
 */
import { lazy, type ReactNode, Suspense, useState } from "react";

const ConnectDialog = lazy(() => import("@/components/readings/connect-dialog"));

type Props = {
  slug: string;
  name: string;
  /** Available now at this price per minute; undefined shows `otherwise`. */
  pricePerMinuteCents: number | undefined;
  className: string;
  /** What stands here while the Seer is not available now (a way to their free times). */
  otherwise: ReactNode;
  children: ReactNode;
};

export function ConnectNow({
  slug,
  name,
  pricePerMinuteCents,
  className,
  otherwise,
  children,
}: Props) {
  const [price, setPrice] = useState<number>();
  const [open, setOpen] = useState(false);
  return (
    <>
      {pricePerMinuteCents === undefined ? (
        otherwise
      ) : (
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => {
            setPrice(pricePerMinuteCents);
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
