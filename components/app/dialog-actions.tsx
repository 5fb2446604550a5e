"use client";
/** The buttons at the foot of a dialog: Cancel, then the dialog's own action. */
import type { ReactNode } from "react";

export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>
  );
}
