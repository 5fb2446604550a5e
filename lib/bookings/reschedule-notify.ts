/**
 * The emails a proposal to move a session causes, written to the outbox in the transaction of the
 * change: the other party hears of a proposal, the proposer of a refusal, and both of a move (with
 * the updated invitation: same UID, the next SEQUENCE). Times in each reader's zone first.
 */
import "server-only";
import { BRAND_NAME } from "@/lib/brand";
import { enqueueCalendarWrite } from "@/lib/calendars/write-enqueue";
import { HOUR_MS } from "@/lib/durations";
import { renderEmail } from "@/lib/email/layout";
import { enqueueEmail } from "@/lib/outbox/enqueue";
import { bookingInvitation } from "./ics";
import { enqueueProposedTimePush } from "./push-notify";
import { momentFor, readerOf, sessionTimesFor } from "./reader-times";
import { type BookingJoined, bookingUrl, type Db, seekerName } from "./rows";
import { FREE_CANCELLATION_HOURS, isFreeCancellation, type Party } from "./status";

const other = (party: Party): Party => (party === "seer" ? "seeker" : "seer");
const nameOf = (row: BookingJoined, party: Party) =>
  party === "seer" ? row.seer_name : seekerName(row);
const addressOf = (row: BookingJoined, party: Party) =>
  party === "seer" ? row.seer_email : row.seeker_email;

/** The row as if it started at `start` (its length kept): the same wording for a proposed time. */
const movedTo = (row: BookingJoined, start: string): BookingJoined => ({
  ...row,
  start_at: new Date(start).toISOString(),
  end_at: new Date(new Date(start).getTime() + row.hours * HOUR_MS).toISOString(),
});

type Change =
  | {
      kind: "proposed";
      by: Party;
      proposalId: string;
      starts: readonly string[];
      expires: Date;
      at: Date;
    }
  | { kind: "accepted"; by: Party; before: BookingJoined }
  | { kind: "declined"; by: Party; proposalId: string };

/** `row`: the booking as it is after the change (moved, when accepted); links under `base`. */
export async function enqueueRescheduleEmails(
  db: Db,
  row: BookingJoined,
  change: Change,
  base: string,
): Promise<void> {
  const url = bookingUrl(base, row.id);
  const action = { label: "View the booking", url };
  const session = (of: BookingJoined, role: Party) =>
    `${of.hours}-hour session, ${sessionTimesFor(of, readerOf(of, role))}`;
  const send = async (
    role: Party,
    message: { subject: string; heading: string; paragraphs: string[] },
    key: string,
    invite = false,
  ) => {
    const to = addressOf(row, role);
    if (!to) return;
    const email = renderEmail({ ...message, to, action });
    const content = invite && bookingInvitation(row, url, "REQUEST", readerOf(row, role));
    await enqueueEmail(
      db,
      content
        ? { ...email, icalEvent: { method: "REQUEST", content, filename: "invite.ics" } }
        : email,
      { kind: `booking.reschedule_${change.kind}`, dedupeKey: `booking:${row.id}:${key}:${role}` },
    );
  };
  const by = nameOf(row, change.by);
  switch (change.kind) {
    case "proposed": {
      await enqueueProposedTimePush(db, row, change.by, change.proposalId);
      const to = other(change.by);
      const times = change.starts.map((start) => `• ${session(movedTo(row, start), to)}`);
      const late =
        change.by === "seeker" && !isFreeCancellation("seeker", new Date(row.start_at), change.at)
          ? [
              `It is less than ${FREE_CANCELLATION_HOURS} hours before the start: you may decline, and the late-cancellation rule still applies.`,
            ]
          : [];
      return send(
        to,
        {
          subject: `${BRAND_NAME} - ${by} asks to move your session`,
          heading: "A new time is proposed",
          paragraphs: [
            `${by} asks to move the ${session(row, to)} to ${change.starts.length > 1 ? "one of these times" : "this time"}:`,
            times.join("\n"),
            `Accept or decline it on the booking's page by ${momentFor(change.expires, readerOf(row, to))}. Without an answer by then, the session stays at its time.`,
            ...late,
          ],
        },
        `reschedule:${change.proposalId}:proposed`,
      );
    }
    case "accepted":
      // The Seer's own calendar moves it too (lib/calendars).
      await enqueueCalendarWrite(db, row.seer_id, { kind: "booking", id: row.id });
      for (const role of ["seeker", "seer"] as const) {
        await send(
          role,
          {
            subject: `${BRAND_NAME} - Your session has a new time`,
            heading: "Your session has moved",
            paragraphs: [
              `${by} accepted the new time: the ${session(row, role)}.`,
              `It was the ${session(change.before, role)}.`,
              row.payment_id
                ? "Nothing is charged again: the payment stays with the session."
                : "Everything else stays as it was.",
              "The updated invitation is attached for your calendar.",
            ],
          },
          `rescheduled:${row.ics_sequence}`,
          true,
        );
      }
      return;
    case "declined": {
      const to = other(change.by);
      return send(
        to,
        {
          subject: `${BRAND_NAME} - ${by} declined the new time`,
          heading: "The session keeps its time",
          paragraphs: [
            `${by} declined the new time you proposed: the ${session(row, to)} stays as it was.`,
          ],
        },
        `reschedule:${change.proposalId}:declined`,
      );
    }
  }
}
