"use client";
/** Add, edit and delete an item: the shared form and confirm dialogs with the items' words. */
import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/components/app/confirm-dialog";
import { FormDialog } from "@/components/app/form-dialog";
import { useRefreshPages } from "@/components/app/pager";
import { RowActionButton } from "@/components/app/row-action-button";
import { Button } from "@/components/ui/button";
import { sendJson } from "@/lib/client/request";
import { showDeleteError, showSuccess } from "@/lib/client/toasts";
import type { ItemPublic } from "@/lib/items/schema";
import { ItemFields } from "./item-fields";
import {
  addItemFormSchema,
  editItemFormSchema,
  ITEMS_KEY,
  type ItemFormValues,
  toItemPayload,
} from "./item-form";

const addResolver = zodResolver(addItemFormSchema);
const editResolver = zodResolver(editItemFormSchema);

type RowProps = { item: ItemPublic; describedBy?: string };

export function AddItem() {
  const refresh = useRefreshPages(ITEMS_KEY);
  return (
    <FormDialog<ItemFormValues>
      title="Add Item"
      description="Fill in the details of the new item."
      trigger={
        <Button>
          <Plus aria-hidden size={18} />
          Add Item
        </Button>
      }
      resolver={addResolver}
      defaultValues={{ title: "", description: "" }}
      send={(values) => sendJson("POST", ITEMS_KEY, toItemPayload(values))}
      success="Item created successfully."
      refresh={refresh}
      fields={(form) => <ItemFields form={form} />}
    />
  );
}

export function EditItem({ item, describedBy }: RowProps) {
  const refresh = useRefreshPages(ITEMS_KEY);
  return (
    <FormDialog<ItemFormValues>
      title="Edit Item"
      description="Change the title or the description, then save."
      trigger={
        <RowActionButton icon={Pencil} aria-describedby={describedBy}>
          Edit Item
        </RowActionButton>
      }
      resolver={editResolver}
      defaultValues={{ title: item.title, description: item.description ?? "" }}
      send={(values) => sendJson("PUT", `${ITEMS_KEY}${item.id}`, toItemPayload(values))}
      success="Item updated successfully."
      refresh={refresh}
      saveNeedsChange
      fields={(form) => <ItemFields form={form} />}
    />
  );
}

export function DeleteItem({ item, describedBy }: RowProps) {
  const refresh = useRefreshPages(ITEMS_KEY);

  async function remove() {
    const result = await sendJson("DELETE", `${ITEMS_KEY}${item.id}`);
    if (!result.ok) {
      showDeleteError("item");
      return false;
    }
    showSuccess("The item was deleted successfully.", "Success");
    return true;
  }

  return (
    <ConfirmDialog
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
      confirm={remove}
      afterConfirm={refresh}
    />
  );
}
