"use client";
/** "Delete User": a confirmation that also names what goes with the account (all its items). */
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { refocusIfLost } from "@/components/app/data-table";
import { DialogActions } from "@/components/items/dialog-actions";
import { ITEMS_KEY } from "@/components/items/item-form";
import { RowActionButton } from "@/components/items/row-action-button";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { sendJson } from "@/lib/client/request";
import { showDeleteError, showSuccess } from "@/lib/client/toasts";
import type { UserPublic } from "@/lib/validation/users";
import { USERS_KEY } from "./user-form";

type DeleteUserProps = { user: UserPublic; disabled?: boolean; describedBy?: string };

export function DeleteUser({ user, disabled, describedBy }: DeleteUserProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { mutate } = useSWRConfig();

  async function remove() {
    setBusy(true);
    const result = await sendJson("DELETE", `${USERS_KEY}${user.id}`);
    setBusy(false);
    if (!result.ok) {
      showDeleteError("user");
      return;
    }
    showSuccess("The user was deleted successfully.", "Success");
    setOpen(false);
    // The user's items went with them: both lists are out of date.
    await mutate(
      (key) =>
        typeof key === "string" &&
        (key.startsWith(`${USERS_KEY}?`) || key.startsWith(`${ITEMS_KEY}?`)),
    );
    refocusIfLost();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && setOpen(next)}
      title="Delete User"
      description={
        <>
          All items associated with this user,{" "}
          <strong className="font-semibold break-all text-ink">{user.email}</strong>, will also be{" "}
          <strong className="font-semibold text-ink">permanently deleted</strong>. Are you sure? You
          will not be able to undo this action.
        </>
      }
      trigger={
        <RowActionButton
          icon={Trash2}
          tone="danger"
          disabled={disabled}
          aria-describedby={describedBy}
        >
          Delete User
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
