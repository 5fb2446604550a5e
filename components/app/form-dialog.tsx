"use client";
/**
 * A create or edit dialog for the signed-in area's lists (items, users): the form validates on
 * blur, sends, toasts, refreshes the list and closes. The form is mounted only while the dialog
 * is open, so every opening starts from `defaultValues` (a fresh form, or the record as it is now).
 */
import type { ReactNode } from "react";
import { useState } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import { useRefreshPages } from "@/components/app/pager";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { RequestResult } from "@/lib/client/request";
import { showError, showSuccess } from "@/lib/client/toasts";
import { DialogActions } from "./dialog-actions";

type FormProps<T extends FieldValues> = {
  /** The form's rules, e.g. `zodResolver(addItemFormSchema)`. */
  resolver: Resolver<T>;
  defaultValues: DefaultValues<T>;
  /** Sends the values to the API. */
  send: (values: T) => Promise<RequestResult<unknown>>;
  /** The success toast's text. */
  success: string;
  /** The paged list (SWR key base) that is refreshed after a save. */
  listKey: string;
  /** Editing: Save stays disabled until something changed. */
  saveNeedsChange?: boolean;
  fields: (form: UseFormReturn<T>) => ReactNode;
};

type FormDialogProps<T extends FieldValues> = FormProps<T> & {
  title: string;
  description: ReactNode;
  trigger: ReactNode;
};

export function FormDialog<T extends FieldValues>({
  title,
  description,
  trigger,
  ...formProps
}: FormDialogProps<T>) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={description}
      trigger={trigger}
    >
      <DialogForm {...formProps} onDone={() => setOpen(false)} />
    </Dialog>
  );
}

function DialogForm<T extends FieldValues>({
  resolver,
  defaultValues,
  send,
  success,
  listKey,
  saveNeedsChange = false,
  fields,
  onDone,
}: FormProps<T> & { onDone: () => void }) {
  const refresh = useRefreshPages(listKey);
  const form = useForm<T>({ resolver, mode: "onBlur", criteriaMode: "all", defaultValues });
  const { isDirty, isSubmitting } = form.formState;

  async function save(values: T) {
    const result = await send(values);
    if (!result.ok) {
      showError(result.message);
      return;
    }
    showSuccess(success);
    // Closing unmounts the form, so the next opening starts again from `defaultValues`.
    onDone();
    await refresh();
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="flex flex-col gap-4">
      {fields(form)}
      <DialogActions>
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={(saveNeedsChange && !isDirty) || isSubmitting}
          aria-busy={isSubmitting}
        >
          {isSubmitting ? "Saving…" : "Save"}
        </Button>
      </DialogActions>
    </form>
  );
}
