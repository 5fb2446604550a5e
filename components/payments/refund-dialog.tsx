"use client";
/**
 * An admin's refund of a paid booking: all that is left, or an amount; a reason both parties read.
 * Each refund asked for carries an Idempotency-Key of its own, and sending the same one again
 * (after a lost answer, a double click) reuses it: the server then refunds once.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useRef } from "react";
import { z } from "zod";
import { FormDialog } from "@/components/app/form-dialog";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { TextareaField } from "@/components/ui/textarea-field";
import { sendJson } from "@/lib/client/request";
import { refundCreateSchema } from "@/lib/payments/schema";

const refundFormSchema = z.object({
  /** Dollars, e.g. "10" or "12.50"; empty: all that is left. */
  amount: z
    .string()
    .trim()
    .regex(/^(\d{1,6}(\.\d{1,2})?)?$/, { error: "An amount such as 10 or 12.50" }),
  reason: refundCreateSchema.shape.reason,
});
type RefundForm = z.infer<typeof refundFormSchema>;

/** 128 random bits in hex (crypto.randomUUID needs a secure context; this does not). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function RefundDialog({
  bookingId,
  leftCents,
  refresh,
}: {
  bookingId: string;
  leftCents: number;
  refresh: () => Promise<unknown>;
}) {
  const left = (leftCents / 100).toFixed(2);
  /** The refund being asked for and its key: the same body again is the same refund. */
  const attempt = useRef<{ body: string; key: string } | null>(null);

  async function send({ amount, reason }: RefundForm) {
    const body = {
      ...(amount ? { amount_cents: Math.round(Number(amount) * 100) } : {}),
      reason,
    };
    const sent = JSON.stringify(body);
    if (attempt.current?.body !== sent) attempt.current = { body: sent, key: newIdempotencyKey() };
    const { key } = attempt.current;
    const result = await sendJson("POST", `/api/v1/bookings/${bookingId}/refund`, body, undefined, {
      "Idempotency-Key": key,
    });
    // Made: whatever is asked next is a new refund.
    if (result.ok) attempt.current = null;
    return result;
  }

  return (
    <FormDialog<RefundForm>
      title="Refund this payment"
      description={`Up to $${left} is left to refund. Both the seeker and the Seer are emailed the reason.`}
      trigger={<Button variant="secondary">Refund</Button>}
      resolver={zodResolver(refundFormSchema)}
      defaultValues={{ amount: "", reason: "" }}
      submitLabel="Refund"
      busyLabel="Refunding…"
      variant="danger"
      success="The refund is made."
      refresh={refresh}
      send={send}
      fields={(form) => (
        <>
          <TextField
            label={`Amount in dollars (empty: all $${left})`}
            inputMode="decimal"
            error={form.formState.errors.amount?.message}
            {...form.register("amount")}
          />
          <TextareaField
            label="Reason"
            rows={3}
            maxLength={500}
            error={form.formState.errors.reason?.message}
            {...form.register("reason")}
          />
        </>
      )}
    />
  );
}
