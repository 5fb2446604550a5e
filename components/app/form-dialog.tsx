"use client";
/**
 * A dialog holding a form (add or edit an item or a user, a reason for declining): the form
 * validates on blur, sends, toasts, closes and refreshes what changed. The form is mounted only
 * while the dialog is open, so every opening starts from `defaultValues` (a fresh form, or the
 * record as it is now). It cannot be dismissed while it sends.
 */
import type { ReactNode } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import { DialogActions } from "@/components/ui/dialog-actions";
import { refocusIfLost } from "@/components/ui/return-focus";
import { TriggeredDialog } from "@/components/ui/triggered-dialog";
import type { RequestResult } from "@/lib/client/request";
import { showError, showSuccess } from "@/lib/client/toasts";

type FormProps<T extends FieldValues> = {
  /** The form's rules, e.g. `zodResolver(addItemFormSchema)`. */
  resolver: Resolver<T>;
  defaultValues: DefaultValues<T>;
  /** Sends the values to the API. */
  send: (values: T) => Promise<RequestResult<unknown>>;
  /** The success toast's text. */
  success: string;
  /** After a save, with the dialog closed: refetch what it changed (e.g. the list's pages). */
  refresh?: () => Promise<unknown>;
  /** Editing: Save stays disabled until something changed. */
  saveNeedsChange?: boolean;
  /** The action's words and look; a save by default. */
  submitLabel?: string;
  busyLabel?: string;
  cancelLabel?: string;
  variant?: "primary" | "danger";
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
  return (
    <TriggeredDialog title={title} description={description} trigger={trigger}>
      {({ setBusy, close }) => <DialogForm {...formProps} onBusy={setBusy} onDone={close} />}
    </TriggeredDialog>
  );
}

function DialogForm<T extends FieldValues>({
  resolver,
  defaultValues,
  send,
  success,
  refresh,
  saveNeedsChange = false,
  submitLabel = "Save",
  busyLabel = "Saving…",
  cancelLabel,
  variant,
  fields,
  onBusy,
  onDone,
}: FormProps<T> & { onBusy: (busy: boolean) => void; onDone: () => void }) {
  const form = useForm<T>({ resolver, mode: "onBlur", criteriaMode: "all", defaultValues });
  const { isDirty, isSubmitting } = form.formState;

  async function save(values: T) {
    onBusy(true);
    const result = await send(values).finally(() => onBusy(false));
    if (!result.ok) {
      showError(result.message);
      return;
    }
    showSuccess(success);
    // Closing unmounts the form, so the next opening starts again from `defaultValues`.
    onDone();
    await refresh?.();
    // The trigger may have left with its row: focus goes to the page heading, not nowhere.
    refocusIfLost();
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="flex flex-col gap-4">
      {fields(form)}
      <DialogActions
        onCancel={onDone}
        cancelLabel={cancelLabel}
        label={submitLabel}
        busyLabel={busyLabel}
        busy={isSubmitting}
        disabled={saveNeedsChange && !isDirty}
        variant={variant}
      />
    </form>
  );
}
