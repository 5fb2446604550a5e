/**
 * The emails of a no-show claim, written to the outbox in the transaction that changes it, each in
 * its reader's zone: the party said to be absent hears of the claim and until when to contest it;
 * the reporter hears of a contest; both hear how it was settled.
 */
import "server-only";
import { BRAND_NAME } from "@/lib/brand";
import { renderEmail } from "@/lib/email/layout";
import { enqueueEmail } from "@/lib/outbox/enqueue";
import type { NoShowOutcome } from "./no-show-rules";
import { momentFor, readerOf, sessionTimesFor } from "./reader-times";
import { type BookingJoined, bookingUrl, type Db, seekerName, sessionPlace } from "./rows";
import type { Party } from "./status";

export type NoShowEmail =
  | { event: "reported"; reporter: Party; note: string | null; deadline: Date }
  | { event: "contested"; absent: Party; note: string }
  | { event: NoShowOutcome; absent: Party; paid: boolean };

const other = (party: Party): Party => (party === "seer" ? "seeker" : "seer");

/** What a standing claim means, as each side reads it. */
function consequence(absent: Party, paid: boolean): string {
  if (absent === "seer") {
    return paid
      ? "The session counts as cancelled by the Seer, and the seeker's payment is refunded in full."
      : "The session counts as cancelled by the Seer.";
  }
  return paid
    ? "The session counts as held for the Seer, who is paid as for a completed session; it cannot be reviewed."
    : "The session counts as held for the Seer; it cannot be reviewed.";
}

export async function enqueueNoShowEmail(
  db: Db,
  row: BookingJoined,
  email: NoShowEmail,
  base: string,
): Promise<void> {
  const url = bookingUrl(base, row.id);
  const nameOf = (party: Party) => (party === "seer" ? row.seer_name : seekerName(row));
  // Only the built-in room knows who was there; a session elsewhere has the two words alone.
  const evidence =
    sessionPlace(row).video === "room"
      ? ", with the times each of you was in the session's room"
      : "";
  const session = (role: Party) =>
    `${row.hours}-hour session, ${sessionTimesFor(row, readerOf(row, role))}`;
  const send = async (
    role: Party,
    message: { subject: string; heading: string; paragraphs: string[]; quote?: string | null },
  ) => {
    const to = role === "seer" ? row.seer_email : row.seeker_email;
    if (!to) return;
    await enqueueEmail(
      db,
      renderEmail({ ...message, to, action: { label: "View the booking", url } }),
      {
        kind: `booking.no_show_${email.event}`,
        dedupeKey: `booking:${row.id}:no_show_${email.event}:${role}`,
      },
    );
  };
  switch (email.event) {
    case "reported": {
      const absent = other(email.reporter);
      const by = nameOf(email.reporter);
      return send(absent, {
        subject: `${BRAND_NAME} - ${by} says you did not come to your session`,
        heading: "A no-show was reported",
        paragraphs: [
          `${by} says you did not come to the ${session(absent)}.`,
          `If you were there, contest it on the booking's page by ${momentFor(email.deadline, readerOf(row, absent))}, saying what happened: the admins then look at it${evidence}. Uncontested, it stands.`,
          consequence(absent, row.payment_id !== null),
        ],
        quote: email.note,
      });
    }
    case "contested": {
      const reporter = other(email.absent);
      return send(reporter, {
        subject: `${BRAND_NAME} - ${nameOf(email.absent)} contested your no-show report`,
        heading: "Your no-show report was contested",
        paragraphs: [
          `${nameOf(email.absent)} says they were there for the ${session(reporter)}.`,
          `The admins will look at both of your words${evidence}, and let you both know.`,
        ],
        quote: email.note,
      });
    }
    default: {
      const upheld = email.event === "upheld";
      for (const role of ["seeker", "seer"] as const) {
        await send(role, {
          subject: `${BRAND_NAME} - The no-show report was ${upheld ? "upheld" : "not upheld"}`,
          heading: upheld ? "The no-show report stands" : "The session counts as held",
          paragraphs: [
            upheld
              ? `${nameOf(email.absent)} did not come to the ${session(role)}.`
              : `The report that ${nameOf(email.absent)} did not come to the ${session(role)} was not upheld.`,
            upheld ? consequence(email.absent, email.paid) : "The session is completed as usual.",
          ],
        });
      }
    }
  }
}
