"use client";
/**
 * The row at the foot of a dialog: Cancel, then the dialog's own action. While the action runs
 * both are disabled and the action says what it is doing ("Saving…").
 */
import { Button } from "./button";

type DialogActionsProps = {
  onCancel: () => void;
  /** The way out: "Cancel", or "Keep it" where Cancel is the action itself. */
  cancelLabel?: string;
  label: string;
  busyLabel: string;
  busy: boolean;
  /** Disabled for a reason other than running (e.g. nothing to save yet). */
  disabled?: boolean;
  variant?: "primary" | "danger";
  /** Without it the action submits the dialog's form. */
  onAction?: () => void;
};

export function DialogActions({
  onCancel,
  cancelLabel = "Cancel",
  label,
  busyLabel,
  busy,
  disabled = false,
  variant = "primary",
  onAction,
}: DialogActionsProps) {
  return (
    <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button
        type={onAction ? "button" : "submit"}
        variant={variant}
        onClick={onAction}
        disabled={disabled || busy}
        aria-busy={busy}
      >
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
