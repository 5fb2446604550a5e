"use client";
/** An admin's refund of a paid booking: all that is left, or an amount; a reason both parties read. */
import { zodResolver } from "@hookform/resolvers/zod";
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
      send={({ amount, reason }) =>
        sendJson("POST", `/api/v1/bookings/${bookingId}/refund`, {
          ...(amount ? { amount_cents: Math.round(Number(amount) * 100) } : {}),
          reason,
        })
      }
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
