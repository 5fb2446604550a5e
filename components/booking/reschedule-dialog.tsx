"use client";
/**
 * "Propose a new time": the Seer's free times in the same grid as booking (days, then starts, in
 * the reader's zone), the session's length kept. A seeker picks one; the Seer may offer up to
 * three. The terms say the session stays at its time until the other party accepts.
 */
import { CalendarClock } from "lucide-react";
import { useState } from "react";
import useSWR, { useSWRConfig } from "swr";
import { Button } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog-actions";
import { TriggeredDialog } from "@/components/ui/triggered-dialog";
import { type FetchError, fetchJson } from "@/lib/client/fetcher";
import { sendJson } from "@/lib/client/request";
import { showError, showSuccess } from "@/lib/client/toasts";
import { FREE_CANCELLATION_HOURS } from "./booking-rules";
import type { Booking, Side, SlotsResponse } from "./booking-types";
import { DayStrip } from "./day-strip";
import { maxStartsFor, otherName, rescheduleExpiresAt } from "./reschedule-times";
import { TimeChoices } from "./time-choices";
import { addDays, dateKeyIn, laterDay, sessionWhen, slotsByDay, timeLeft } from "./times";

/** The furthest the arrows go; the Seer's own window (shorter) leaves later days empty. */
const HORIZON_DAYS = 90;

type Props = { booking: Booking; side: Side; nowMs: number; zone: string };

export function RescheduleDialog(props: Props) {
  return (
    <TriggeredDialog
      title="Propose a new time"
      description={`Choose ${maxStartsFor(props.side) > 1 ? `up to ${maxStartsFor(props.side)} times` : "a time"} from the free times, in your time zone.`}
      trigger={
        <Button variant="secondary" className="self-start text-ink">
          <CalendarClock aria-hidden size={16} />
          Propose a new time
        </Button>
      }
    >
      {({ busy, setBusy, close }) => (
        <ReschedulePicker {...props} busy={busy} setBusy={setBusy} close={close} />
      )}
    </TriggeredDialog>
  );
}

function ReschedulePicker({
  booking,
  side,
  nowMs,
  zone,
  busy,
  setBusy,
  close,
}: Props & { busy: boolean; setBusy: (busy: boolean) => void; close: () => void }) {
  const { mutate } = useSWRConfig();
  const max = maxStartsFor(side);
  const other = otherName(booking, side);
  const today = dateKeyIn(new Date(nowMs), zone);
  const [weekStart, setWeek] = useState(today);
  const [day, setDay] = useState<string | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const key = booking.coach_slug
    ? `/api/v1/coaches/${booking.coach_slug}/slots?from=${addDays(weekStart, -1)}&days=9&hours=${booking.hours}`
    : null;
  const slots = useSWR<SlotsResponse, FetchError>(key, fetchJson, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  const byDay = slots.data ? slotsByDay(slots.data.data, zone) : undefined;
  const counts = byDay ? new Map([...byDay].map(([d, list]) => [d, list.length])) : undefined;
  const week = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const date =
    day && (counts?.get(day) ?? 0) > 0
      ? day
      : (week.find((d) => (counts?.get(d) ?? 0) > 0) ?? null);
  const times = (date && byDay?.get(date)) || [];
  const firstName = booking.seer_name.split(" ")[0] || booking.seer_name;

  const toggle = (start: string) =>
    setPicked((current) =>
      max === 1
        ? [start]
        : current.includes(start)
          ? current.filter((s) => s !== start)
          : current.length < max
            ? [...current, start].sort()
            : current,
    );

  const late =
    side === "seeker" && Date.parse(booking.start) - nowMs < FREE_CANCELLATION_HOURS * 3_600_000;
  const answerBy = rescheduleExpiresAt(new Date(nowMs), new Date(booking.start)).getTime();
  const endOf = (start: string) =>
    new Date(Date.parse(start) + booking.hours * 3_600_000).toISOString();

  async function send() {
    setBusy(true);
    const result = await sendJson("POST", `/api/v1/bookings/${booking.id}/reschedule`, {
      starts: picked,
    });
    setBusy(false);
    await mutate((k) => typeof k === "string" && k.startsWith("/api/v1/bookings"));
    if (!result.ok) {
      showError(result.message);
      void slots.mutate();
      return;
    }
    showSuccess(`${other} is asked to accept the new time.`, "Proposal sent");
    close();
  }

  return (
    <div className="flex flex-col gap-5">
      {slots.error ? (
        <p role="status" className="rounded-xl bg-muted px-4 py-3 text-sm text-ink-muted">
          {`Free times could not be loaded (${slots.error.message}). Please try again in a moment.`}
        </p>
      ) : (
        <>
          <DayStrip
            weekStart={weekStart}
            today={today}
            counts={slots.data && !slots.isLoading ? counts : undefined}
            selected={date}
            onSelect={setDay}
            onWeek={(start) => {
              setWeek(laterDay(start, today));
              setDay(null);
            }}
            horizonDays={HORIZON_DAYS}
          />
          {slots.data ? (
            times.length > 0 ? (
              <TimeChoices
                slots={times}
                selected={picked[0] ?? null}
                picked={max > 1 ? picked : undefined}
                onSelect={toggle}
                viewerZone={zone}
                seerZone={slots.data.timezone}
                seerFirstName={side === "seer" ? "your listing" : firstName}
                name="reschedule-start"
              />
            ) : (
              <p role="status" className="rounded-xl bg-muted px-4 py-3 text-sm text-ink-muted">
                No free times these days. Try later days with the arrow.
              </p>
            )
          ) : (
            <p className="text-sm text-ink-muted">Loading free times…</p>
          )}
        </>
      )}
      {picked.length > 0 ? (
        <div className="flex flex-col gap-1 text-sm text-ink">
          <p className="font-medium">{picked.length > 1 ? "New times" : "New time"}</p>
          <ul className="flex flex-col gap-0.5">
            {picked.map((start) => (
              <li key={start}>{sessionWhen(start, endOf(start), zone)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-ink-muted">
        <li>
          The session stays at its time until {other} accepts. Without an answer within{" "}
          {timeLeft(answerBy, nowMs)}, the proposal lapses.
        </li>
        {late ? (
          <li>
            It is less than {FREE_CANCELLATION_HOURS} hours before the start: {other} may decline,
            and the late-cancellation rule still applies.
          </li>
        ) : null}
        {booking.payment ? (
          <li>Nothing is charged again: the payment stays with the session.</li>
        ) : null}
      </ul>
      <DialogActions
        onCancel={close}
        label={picked.length > 1 ? `Propose ${picked.length} times` : "Propose this time"}
        busyLabel="Sending…"
        busy={busy}
        disabled={picked.length === 0}
        onAction={send}
      />
    </div>
  );
}
