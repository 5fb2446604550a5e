"use client";
/**
 * The public header's menu button below 768 px. The menu itself (a Radix dialog sheet) loads on
 * the first tap, so pages do not carry its code for visitors who never open it.
 */
import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";

const PhoneMenuPanel = lazy(() =>
  import("./phone-menu-panel").then((module) => ({ default: module.PhoneMenuPanel })),
);

/** `name` is the signed-in user's; without it the menu is a visitor's. */
export function PhoneMenu({ name }: { name?: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="flex size-11 items-center justify-center rounded-lg text-ink hover:bg-muted md:hidden"
      >
        <Menu aria-hidden size={22} />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <PhoneMenuPanel name={name} open={open} onOpenChange={setOpen} triggerRef={button} />
        </Suspense>
      ) : null}
    </>
  );
}
