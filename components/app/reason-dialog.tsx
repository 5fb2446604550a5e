"use client";
/**
 * An action taken with a reason the other party will read (declining or cancelling a booking,
 * rejecting or unpublishing a listing): a form dialog with one text field, whose schema says
 * whether the reason is required.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import type { z } from "zod";
import { TextareaField } from "@/components/ui/textarea-field";
import type { RequestResult } from "@/lib/client/request";
import { FormDialog } from "./form-dialog";

type ReasonValues = { reason?: string | null };

type ReasonDialogProps = {
  title: string;
  description: ReactNode;
  trigger: ReactNode;
  /** The reason's rule (required or not, its length), shared with the API. */
  schema: z.ZodType<ReasonValues, ReasonValues>;
  label: string;
  submitLabel: string;
  busyLabel: string;
  /** "Keep it" where the action itself is a cancel. */
  cancelLabel?: string;
  /** Sends the action with the trimmed reason, or null when none was given. */
  send: (reason: string | null) => Promise<RequestResult<unknown>>;
  success: string;
  refresh?: () => Promise<unknown>;
};

export function ReasonDialog({ schema, label, send, ...dialog }: ReasonDialogProps) {
  return (
    <FormDialog<ReasonValues>
      {...dialog}
      variant="danger"
      resolver={zodResolver(schema)}
      defaultValues={{ reason: "" }}
      send={(values) => send(values.reason?.trim() || null)}
      fields={(form) => (
        <TextareaField
          label={label}
          rows={4}
          maxLength={1000}
          error={form.formState.errors.reason?.message}
          {...form.register("reason")}
        />
      )}
    />
  );
}
