"use client";
/** "Delete Item": a confirmation, then the item is gone for good. */
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { refocusIfLost } from "@/components/app/data-table";
import { useRefreshPages } from "@/components/app/pager";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { sendJson } from "@/lib/client/request";
import { showDeleteError, showSuccess } from "@/lib/client/toasts";
import type { ItemPublic } from "@/lib/validation/items";
import { DialogActions } from "./dialog-actions";
import { ITEMS_KEY } from "./item-form";
import { RowActionButton } from "./row-action-button";

export function DeleteItem({ item, describedBy }: { item: ItemPublic; describedBy?: string }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshPages(ITEMS_KEY);

  async function remove() {
    setBusy(true);
    const result = await sendJson("DELETE", `${ITEMS_KEY}${item.id}`);
    setBusy(false);
    if (!result.ok) {
      showDeleteError("item");
      return;
    }
    showSuccess("The item was deleted successfully.", "Success");
    setOpen(false);
    await refresh();
    refocusIfLost();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && setOpen(next)}
      title="Delete Item"
      description={
        <>
          <strong className="font-semibold text-ink">{item.title}</strong> will be permanently
          deleted. Are you sure? You will not be able to undo this action.
        </>
      }
      trigger={
        <RowActionButton icon={Trash2} tone="danger" aria-describedby={describedBy}>
          Delete Item
        </RowActionButton>
      }
    >
      <DialogActions>
        <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" onClick={remove} disabled={busy} aria-busy={busy}>
          {busy ? "Deleting…" : "Delete"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
