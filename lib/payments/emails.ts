/**
 * The payment's own emails, written to the outbox in the transaction of the change they tell of:
 * the seeker's receipt when the card is charged, both parties' note of each refund, and both
 * parties' note when the card could not be charged and the session is called off.
 */
import "server-only";
import { readerOf, sessionTimesFor } from "@/lib/bookings/reader-times";
import { type BookingJoined, bookingUrl, type Db, seekerName } from "@/lib/bookings/rows";
import { BRAND_NAME } from "@/lib/brand";
import type { PaymentRow } from "@/lib/db/schema";
import { type EmailMessage, renderEmail } from "@/lib/email/layout";
import { enqueueEmail } from "@/lib/outbox/enqueue";
import { dollars } from "./fees";

type Role = "seeker" | "seer";

async function sendTo(
  db: Db,
  row: BookingJoined,
  role: Role,
  key: string,
  message: Omit<EmailMessage, "action" | "to">,
  base: string,
) {
  const to = role === "seer" ? row.seer_email : row.seeker_email;
  // An account that closed has nobody to write to.
  if (!to) return;
  const email = renderEmail({
    ...message,
    to,
    action: { label: "View the booking", url: bookingUrl(base, row.id) },
  });
  await enqueueEmail(db, email, {
    kind: `payment.${key.split(":")[0]}`,
    dedupeKey: `booking:${row.id}:${key}:${role}`,
  });
}

const session = (row: BookingJoined, role: Role) =>
  `${row.hours}-hour session with ${role === "seeker" ? row.seer_name : seekerName(row)}, ${sessionTimesFor(row, readerOf(row, role))}`;

/** The seeker's receipt, once the card is charged at acceptance. */
export async function enqueueReceipt(
  db: Db,
  row: BookingJoined,
  payment: PaymentRow,
  base: string,
) {
  await sendTo(
    db,
    row,
    "seeker",
    "receipt",
    {
      subject: `${BRAND_NAME} - Receipt for your session with ${row.seer_name}`,
      heading: "Your receipt",
      paragraphs: [
        `${dollars(payment.amount_cents)} was charged to your card for your ${session(row, "seeker")}.`,
        `Payment reference: ${payment.payment_intent_id ?? payment.id}.`,
      ],
    },
    base,
  );
}

/** Both parties hear of each refund, with its reason. */
export async function enqueueRefundEmails(
  db: Db,
  row: BookingJoined,
  refund: { id: string; amount_cents: number; reason: string | null },
  base: string,
) {
  for (const role of ["seeker", "seer"] as const) {
    await sendTo(
      db,
      row,
      role,
      `refund:${refund.id}`,
      {
        subject: `${BRAND_NAME} - A refund of ${dollars(refund.amount_cents)} for your session`,
        heading: "A refund was made",
        paragraphs: [
          role === "seeker"
            ? `${dollars(refund.amount_cents)} was refunded to your card for your ${session(row, role)}. It shows on your statement within 5 to 10 days.`
            : `${dollars(refund.amount_cents)} was refunded to ${seekerName(row)} for your ${session(row, role)}; your share of it is taken from your payout.`,
        ],
        quote: refund.reason,
      },
      base,
    );
  }
}

/** The card could not be charged when the Seer accepted: the session is called off. */
export async function enqueuePaymentFailedEmails(db: Db, row: BookingJoined, base: string) {
  for (const role of ["seeker", "seer"] as const) {
    await sendTo(
      db,
      row,
      role,
      "payment_failed",
      {
        subject: `${BRAND_NAME} - Booking cancelled: the payment did not go through`,
        heading: "The session is cancelled",
        paragraphs: [
          role === "seeker"
            ? `Your card could not be charged for your ${session(row, role)}, so the booking is cancelled and nothing was taken. You can book again with another card.`
            : `The seeker's card could not be charged for your ${session(row, role)}, so the booking is cancelled and its time is free again.`,
        ],
      },
      base,
    );
  }
}
