"use client";
/**
 * A booking's no-show part on its page: "Report a no-show" while the window is open (with a note,
 * after a confirmation), and once one is reported, what was said and where it stands; the party
 * said to be absent may contest it with a note until its deadline.
 */
import { UserX } from "lucide-react";
import { useSWRConfig } from "swr";
import { z } from "zod";
import { ReasonDialog } from "@/components/app/reason-dialog";
import { Button } from "@/components/ui/button";
import { noShowContestSchema, noShowReportSchema } from "@/lib/bookings/no-show-schema";
import { sendJson } from "@/lib/client/request";
import type { Booking, Side } from "./booking-types";
import { clockTime, dateKeyIn, longDay, zoneCity } from "./times";

/** The dialogs' one field is named `reason`; its rule is the API's own for `note`. */
const reportForm = z.object({ reason: noShowReportSchema.shape.note });
const contestForm = z.object({ reason: noShowContestSchema.shape.note });

/** "Wednesday, March 3, 10:20 AM (Paris time)": a moment on this page, its zone named. */
function moment(iso: string, zone: string): string {
  return `${longDay(dateKeyIn(iso, zone))}, ${clockTime(iso, zone)} (${zoneCity(zone)} time)`;
}

/** Only the built-in room knows who was there: elsewhere the admins have the two words alone. */
const inRoom = (booking: Booking) => booking.place?.video === "room";

function standing(booking: Booking, side: Side, other: string, zone: string): string {
  const claim = booking.no_show;
  if (!claim) return "";
  const youAbsent = claim.absent === side;
  switch (claim.status) {
    case "open":
      return youAbsent
        ? `If you were there, contest it by ${moment(claim.deadline, zone)}. Uncontested, it then stands.`
        : `${other} can contest it until ${moment(claim.deadline, zone)}. Uncontested, it then stands.`;
    case "contested":
      return `It is contested: the admins will look at both sides${inRoom(booking) ? " and the times each of you was in the room" : ""}, and let you both know.`;
    case "upheld":
      return claim.absent === "seer"
        ? "It stands: the session counts as cancelled by the Seer, and the seeker's payment (if paid by card) is refunded in full."
        : "It stands: the session counts as held for the Seer, and it cannot be reviewed.";
    case "rejected":
      return "It was not upheld: the session counts as held.";
  }
}

type Props = { booking: Booking; side: Side; zone: string };

export function BookingNoShow({ booking, side, zone }: Props) {
  const { mutate } = useSWRConfig();
  const other = side === "seeker" ? booking.seer_name : booking.seeker_name;
  const claim = booking.no_show ?? null;
  const mayReport = booking.actions.includes("report_no_show");
  const mayContest = booking.actions.includes("contest_no_show");
  if (!claim && !mayReport) return null;
  const send = async (path: string, note: string | null) => {
    const result = await sendJson("POST", `/api/v1/bookings/${booking.id}/${path}`, { note });
    await mutate((key) => typeof key === "string" && key.startsWith("/api/v1/bookings"));
    return result;
  };

  if (!claim) {
    return (
      <section
        aria-labelledby="no-show-heading"
        className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 text-sm sm:p-5"
      >
        <h2 id="no-show-heading" className="font-semibold text-ink">
          Did {other} not come?
        </h2>
        <p className="text-ink-muted">
          You can say so until 24 hours after the session&apos;s end. {other} is told and may
          contest it; the admins then decide
          {inRoom(booking) ? ", with the times each of you was in the room" : ""}.
        </p>
        <ReasonDialog
          title="Report a no-show?"
          description={`${other} will get an email saying you reported that they did not come, with your note if you give one.`}
          trigger={
            <Button variant="secondary" className="self-start text-ink">
              <UserX aria-hidden size={16} />
              Report a no-show
            </Button>
          }
          schema={reportForm}
          label="Note (optional)"
          submitLabel="Report no-show"
          busyLabel="Reporting…"
          cancelLabel="Keep it"
          send={(note) => send("no-show", note)}
          success="The no-show is reported."
        />
      </section>
    );
  }

  const reportedByYou = claim.reported_by === side;
  return (
    <section
      aria-labelledby="no-show-heading"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 text-sm sm:p-5"
    >
      <h2 id="no-show-heading" className="font-semibold text-ink">
        {reportedByYou
          ? `You reported that ${other} did not come`
          : `${other} reported that you did not come`}
      </h2>
      {claim.note ? (
        <p className="rounded-xl bg-muted px-3 py-2 text-ink">
          <span className="font-medium">{reportedByYou ? "Your note: " : `${other}'s note: `}</span>
          {claim.note}
        </p>
      ) : null}
      {claim.contest_note ? (
        <p className="rounded-xl bg-muted px-3 py-2 text-ink">
          <span className="font-medium">
            {reportedByYou ? `${other}'s answer: ` : "Your answer: "}
          </span>
          {claim.contest_note}
        </p>
      ) : null}
      <p className="text-ink-muted">{standing(booking, side, other, zone)}</p>
      {mayContest ? (
        <ReasonDialog
          title="Contest this no-show?"
          description={`Say what happened: ${other} and the admins will read it. The admins then decide${inRoom(booking) ? ", with the times each of you was in the room" : ""}.`}
          trigger={
            <Button variant="secondary" className="self-start text-ink">
              Contest
            </Button>
          }
          schema={contestForm}
          label="What happened"
          submitLabel="Contest"
          busyLabel="Sending…"
          cancelLabel="Keep it"
          send={(note) => send("no-show/contest", note ?? "")}
          success="Your answer is sent to the admins."
        />
      ) : null}
    </section>
  );
}
