"use client";
/**
 * A confirmation with an optional reason (cancelling or declining a booking): Keep it, or the
 * action; the reason goes to the other party. It cannot be dismissed while the action runs.
 */
import { type ReactNode, useId, useState } from "react";
import { DialogActions } from "@/components/app/dialog-actions";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { controlClasses } from "@/components/ui/field";
import { cn } from "@/lib/cn";

type Props = {
  title: string;
  description: ReactNode;
  trigger: ReactNode;
  reasonLabel: string;
  confirmLabel: string;
  busyLabel: string;
  /** Does it; true closes the dialog, false keeps it open (the caller said what went wrong). */
  confirm: (reason: string | null) => Promise<boolean>;
};

export function ReasonDialog({
  title,
  description,
  trigger,
  reasonLabel,
  confirmLabel,
  busyLabel,
  confirm,
}: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState("");
  const id = useId();

  async function run() {
    setBusy(true);
    const done = await confirm(reason.trim() || null);
    setBusy(false);
    if (done) {
      setOpen(false);
      setReason("");
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && setOpen(next)}
      title={title}
      description={description}
      trigger={trigger}
    >
      <div className="mb-4 flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-ink-muted">
          {reasonLabel}
        </label>
        <textarea
          id={id}
          rows={3}
          maxLength={1000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className={cn(controlClasses(false), "py-2.5 leading-relaxed")}
        />
      </div>
      <DialogActions>
        <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
          Keep it
        </Button>
        <Button variant="danger" onClick={run} disabled={busy} aria-busy={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
