"use client";
/** "Add Item": a dialog with title and description; the form resets once the item is created. */
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useRefreshPages } from "@/components/app/pager";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { sendJson } from "@/lib/client/request";
import { showError, showSuccess } from "@/lib/client/toasts";
import { DialogActions } from "./dialog-actions";
import { ItemFields } from "./item-fields";
import { addItemFormSchema, ITEMS_KEY, type ItemFormValues, toItemPayload } from "./item-form";

const EMPTY: ItemFormValues = { title: "", description: "" };

export function AddItem() {
  const [open, setOpen] = useState(false);
  const refresh = useRefreshPages(ITEMS_KEY);
  const form = useForm<ItemFormValues>({
    resolver: zodResolver(addItemFormSchema),
    mode: "onBlur",
    criteriaMode: "all",
    defaultValues: EMPTY,
  });
  const { isSubmitting } = form.formState;

  async function create(values: ItemFormValues) {
    const result = await sendJson("POST", ITEMS_KEY, toItemPayload(values));
    if (!result.ok) {
      showError(result.message);
      return;
    }
    showSuccess("Item created successfully.");
    form.reset(EMPTY);
    setOpen(false);
    await refresh();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset(EMPTY);
      }}
      title="Add Item"
      description="Fill in the details of the new item."
      trigger={
        <Button>
          <Plus aria-hidden size={18} />
          Add Item
        </Button>
      }
    >
      <form noValidate onSubmit={form.handleSubmit(create)} className="flex flex-col gap-4">
        <ItemFields form={form} />
        <DialogActions>
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? "Saving…" : "Save"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
