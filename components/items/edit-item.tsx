"use client";
/** "Edit Item": title and description of one item; Save stays disabled until something changed. */
import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useRefreshPages } from "@/components/app/pager";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { sendJson } from "@/lib/client/request";
import { showError, showSuccess } from "@/lib/client/toasts";
import type { ItemPublic } from "@/lib/validation/items";
import { DialogActions } from "./dialog-actions";
import { ItemFields } from "./item-fields";
import { editItemFormSchema, ITEMS_KEY, type ItemFormValues, toItemPayload } from "./item-form";
import { RowActionButton } from "./row-action-button";

export function EditItem({ item, describedBy }: { item: ItemPublic; describedBy?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Edit Item"
      description="Change the title or the description, then save."
      trigger={
        <RowActionButton icon={Pencil} aria-describedby={describedBy}>
          Edit Item
        </RowActionButton>
      }
    >
      {/* Mounted only while open, so each opening starts from the item as it is now. */}
      <EditItemForm item={item} onDone={() => setOpen(false)} />
    </Dialog>
  );
}

function EditItemForm({ item, onDone }: { item: ItemPublic; onDone: () => void }) {
  const refresh = useRefreshPages(ITEMS_KEY);
  const form = useForm<ItemFormValues>({
    resolver: zodResolver(editItemFormSchema),
    mode: "onBlur",
    criteriaMode: "all",
    defaultValues: { title: item.title, description: item.description ?? "" },
  });
  const { isDirty, isSubmitting } = form.formState;

  async function save(values: ItemFormValues) {
    const result = await sendJson("PUT", `${ITEMS_KEY}${item.id}`, toItemPayload(values));
    if (!result.ok) {
      showError(result.message);
      return;
    }
    showSuccess("Item updated successfully.");
    onDone();
    await refresh();
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="flex flex-col gap-4">
      <ItemFields form={form} />
      <DialogActions>
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={!isDirty || isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? "Saving…" : "Save"}
        </Button>
      </DialogActions>
    </form>
  );
}
