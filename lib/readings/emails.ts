/**
 * A reading's emails, written to the outbox in the transaction of the change they tell of: each
 * party's receipt when it ends (minutes and amount; the Seer's with the fee and net when paid by
 * card), and the Seer's note when a ring went unanswered and their readings were switched off.
 * Times in each reader's own zone.
 */
import "server-only";
import { momentIn, seekerZone, seerZone } from "@/lib/bookings/reader-times";
import { type BookingJoined, bookingUrl, type Db, seekerName } from "@/lib/bookings/rows";
import { BRAND_NAME } from "@/lib/brand";
import { type EmailMessage, renderEmail } from "@/lib/email/layout";
import { enqueueEmail } from "@/lib/outbox/enqueue";
import { siteLink } from "@/lib/site-url";
import { perMinuteLabel, readingAmountLabel } from "./rules";

type Role = "seeker" | "seer";

async function sendTo(
  db: Db,
  row: BookingJoined,
  role: Role,
  key: string,
  message: Omit<EmailMessage, "to">,
) {
  const to = role === "seer" ? row.seer_email : row.seeker_email;
  // An account that closed has nobody to write to.
  if (!to) return;
  await enqueueEmail(db, renderEmail({ ...message, to }), {
    kind: `reading.${key}`,
    dedupeKey: `booking:${row.id}:${key}:${role}`,
  });
}

const minutesWord = (minutes: number) => `${minutes} minute${minutes === 1 ? "" : "s"}`;

export type ReadingCharge = {
  minutes: number;
  pricePerMinuteCents: number;
  amountCents: number;
  /** Paid by card: the platform's fee on the amount (null: paid to the Seer directly). */
  feeCents: number | null;
  startedAt: Date;
};

/** Both parties' receipts, once the reading ended and its charge is decided. */
export async function enqueueReadingReceipts(
  db: Db,
  row: BookingJoined,
  charge: ReadingCharge,
  base: string,
) {
  const action = { label: "View the reading", url: bookingUrl(base, row.id) };
  const used = `${minutesWord(charge.minutes)} at ${perMinuteLabel(charge.pricePerMinuteCents)}`;
  const amount = readingAmountLabel(charge.amountCents);
  const card = charge.feeCents !== null;
  await sendTo(db, row, "seeker", "reading-receipt", {
    subject: `${BRAND_NAME} - Receipt for your reading with ${row.seer_name}`,
    heading: "Your receipt",
    paragraphs: [
      `Your reading with ${row.seer_name}, ${momentIn(charge.startedAt, seekerZone(row))}: ${used}.`,
      card
        ? `${amount} was charged to your card; the rest of the hold is released.`
        : `Amount: ${amount}, paid to ${row.seer_name} directly.`,
    ],
    action,
  });
  const fee = charge.feeCents ?? 0;
  await sendTo(db, row, "seer", "reading-receipt", {
    subject: `${BRAND_NAME} - Your reading with ${seekerName(row)}: ${amount}`,
    heading: "Your reading's receipt",
    paragraphs: [
      `Your reading with ${seekerName(row)}, ${momentIn(charge.startedAt, seerZone(row))}: ${used}.`,
      card
        ? `Amount: ${amount}. Fee: ${readingAmountLabel(fee)}. You receive ${readingAmountLabel(charge.amountCents - fee)}, paid out a day after the reading.`
        : `Amount: ${amount}, paid to you directly by ${seekerName(row)}.`,
    ],
    action,
  });
}

/** The Seer missed a ring: told, with their readings switched off. */
export async function enqueueMissedReading(db: Db, row: BookingJoined, at: Date, base: string) {
  await sendTo(db, row, "seer", "reading-missed", {
    subject: `${BRAND_NAME} - You missed a reading: your readings are switched off`,
    heading: "You missed a reading",
    paragraphs: [
      `${seekerName(row)} asked for a reading, ${momentIn(at, seerZone(row))}, and it was not answered in time.`,
      "Your readings are switched off, so nobody else rings you while you are away. Turn them on again from your dashboard when you are available.",
    ],
    action: { label: "Open your dashboard", url: siteLink(base, "/dashboard") },
  });
}
