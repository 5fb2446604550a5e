"use client";
/** Reject or Unpublish a listing: a dialog asking for the reason the Seer will read (required). */
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useSWRConfig } from "swr";
import type { z } from "zod";
import { refocusIfLost } from "@/components/app/data-table";
import { DialogActions } from "@/components/app/dialog-actions";
import { TextareaField } from "@/components/listing/textarea-field";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { showError, showSuccess } from "@/lib/client/toasts";
import { reasonSchema } from "@/lib/listings/schema";
import { isListingsKey, reviewListing } from "./listing-admin-api";

type ReasonValues = z.input<typeof reasonSchema>;

type Props = {
  slug: string;
  name: string;
  action: "reject" | "unpublish";
  describedBy?: string;
};

const COPY = {
  reject: {
    button: "Reject",
    title: "Reject listing",
    text: "returns to its Seer as rejected. Tell them what to change before they submit it again.",
    done: "The listing was rejected.",
  },
  unpublish: {
    button: "Unpublish",
    title: "Unpublish listing",
    text: "leaves Discover and its profile goes offline. Tell its Seer why.",
    done: "The listing was unpublished.",
  },
} as const;

export function ReasonDialog({ slug, name, action, describedBy }: Props) {
  const [open, setOpen] = useState(false);
  const { mutate } = useSWRConfig();
  const copy = COPY[action];
  const form = useForm<ReasonValues>({
    resolver: zodResolver(reasonSchema),
    mode: "onBlur",
    defaultValues: { reason: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function send(values: z.output<typeof reasonSchema>) {
    const result = await reviewListing(slug, action, values.reason);
    if (!result.ok) return showError(result.message);
    showSuccess(copy.done);
    setOpen(false);
    form.reset();
    await mutate(isListingsKey);
    refocusIfLost();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (isSubmitting) return;
        setOpen(next);
        if (!next) form.reset();
      }}
      title={copy.title}
      description={
        <>
          <strong className="font-semibold text-ink">{name}</strong> {copy.text}
        </>
      }
      trigger={
        <Button variant="secondary" className="text-danger-text" aria-describedby={describedBy}>
          {copy.button}
        </Button>
      }
    >
      <form noValidate onSubmit={form.handleSubmit(send)} className="flex flex-col gap-4">
        <TextareaField
          label="Reason"
          rows={4}
          error={errors.reason?.message}
          {...form.register("reason")}
        />
        <DialogActions>
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? "Sending…" : copy.button}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
