"use client";
/** "All changes saved" and its siblings beside the editor's buttons, announced politely. */
import { CircleAlert, CircleCheck, Loader2 } from "lucide-react";
import type { SaveState } from "./draft-context";

export function SaveStatus({ state }: { state: SaveState }) {
  return (
    <p aria-live="polite" className="flex min-h-6 items-center gap-1.5 text-sm text-ink-muted">
      {state.kind === "saved" ? (
        <>
          <CircleCheck aria-hidden size={16} className="text-success" />
          All changes saved
        </>
      ) : state.kind === "saving" ? (
        <>
          <Loader2 aria-hidden size={16} className="animate-spin" />
          Saving…
        </>
      ) : state.kind === "dirty" ? (
        "Unsaved changes"
      ) : (
        <span className="flex items-center gap-1.5 text-danger-text">
          <CircleAlert aria-hidden size={16} />
          Not saved: {state.message}
        </span>
      )}
    </p>
  );
}
