"use client";
/**
 * The buttons for what the viewer may do with a booking now, drawn from the `actions` the API
 * sends with it (decided by lib/bookings/status.ts alone): the Seer accepts, declines or marks
 * completed; either cancels (with a reason, after a confirmation); a completed session gets a
 * review. A confirmed session that has not ended also goes into a calendar. An Accept the Seer's
 * own calendar now clashes with asks them first (issue 38): accept anyway, or keep it open.
 */
import { CalendarPlus, Check, CheckCheck, Star, X } from "lucide-react";
import { useRef, useState } from "react";
import { useSWRConfig } from "swr";
import { ConfirmDialog } from "@/components/app/confirm-dialog";
import { ReasonDialog } from "@/components/app/reason-dialog";
import { Button, buttonClasses } from "@/components/ui/button";
import { bookingReasonSchema } from "@/lib/bookings/schema";
import { type BookingAction, isFreeCancellation } from "@/lib/bookings/status";
import { sendJson } from "@/lib/client/request";
import { showError, showSuccess } from "@/lib/client/toasts";
import { isAcceptClash } from "./accept-clash";
import { FREE_CANCELLATION_HOURS } from "./booking-rules";
import type { Booking, Side } from "./booking-types";

type Action = BookingAction;

const DONE: Record<Action, string> = {
  accept: "The session is confirmed.",
  decline: "The request is declined.",
  cancel: "The booking is cancelled.",
  complete: "The session is marked completed.",
};

/**
 * Sends an action and refreshes every booking list and count on screen, whatever the answer:
 * a refusal usually means the booking changed meanwhile.
 */
function useBookingAction() {
  const { mutate } = useSWRConfig();
  return async (booking: Booking, action: Action, reason?: string | null, confirmClash = false) => {
    const body =
      action === "decline" || action === "cancel"
        ? { reason: reason ?? null }
        : confirmClash
          ? { confirm_clash: true }
          : undefined;
    const result = await sendJson("POST", `/api/v1/bookings/${booking.id}/${action}`, body);
    await mutate((key) => typeof key === "string" && key.startsWith("/api/v1/bookings"));
    return result;
  };
}

type Props = {
  booking: Booking;
  side: Side;
  nowMs: number;
  /** After an action, for lists the server drew (the dashboard): redraw them. */
  onChange?: () => void;
};

export function BookingActions({ booking, side, nowMs, onChange }: Props) {
  const act = useBookingAction();
  const [busy, setBusy] = useState<Action | null>(null);
  const [clash, setClash] = useState(false);
  const acceptRef = useRef<HTMLButtonElement>(null);
  const other = side === "seeker" ? booking.seer_name : booking.seeker_name;
  const may = (action: Action | "review") => booking.actions.includes(action);
  const ended = Date.parse(booking.end) <= nowMs;

  async function run(action: Action) {
    setBusy(action);
    const result = await act(booking, action);
    setBusy(null);
    // Nothing changed: the Seer decides in the dialog.
    if (action === "accept" && isAcceptClash(result)) return setClash(true);
    if (result.ok) showSuccess(DONE[action]);
    else showError(result.message);
    onChange?.();
  }
  const refresh = onChange ? async () => onChange() : undefined;

  const buttons = [];
  if (may("accept")) {
    buttons.push(
      <Button
        key="accept"
        ref={acceptRef}
        onClick={() => run("accept")}
        disabled={busy !== null}
        aria-busy={busy === "accept"}
      >
        <Check aria-hidden size={16} />
        {busy === "accept" ? "Accepting…" : "Accept"}
      </Button>,
    );
  }
  if (may("decline")) {
    buttons.push(
      <ReasonDialog
        key="decline"
        title="Decline this request?"
        description={`${other} will get an email saying you declined, with your reason if you give one.`}
        trigger={
          <Button variant="secondary" className="text-ink">
            <X aria-hidden size={16} />
            Decline
          </Button>
        }
        schema={bookingReasonSchema}
        label="Reason (optional)"
        submitLabel="Decline request"
        busyLabel="Declining…"
        cancelLabel="Keep it"
        send={(reason) => act(booking, "decline", reason)}
        success={DONE.decline}
        refresh={refresh}
      />,
    );
  }
  if (booking.status === "accepted" && !ended) {
    buttons.push(
      <a
        key="calendar"
        href={`/api/v1/bookings/${booking.id}/calendar.ics`}
        download={`session-${booking.id}.ics`}
        className={buttonClasses("secondary", "text-ink")}
      >
        <CalendarPlus aria-hidden size={16} />
        Add to calendar
      </a>,
    );
  }
  if (may("complete")) {
    buttons.push(
      <Button
        key="complete"
        onClick={() => run("complete")}
        disabled={busy !== null}
        aria-busy={busy === "complete"}
      >
        <CheckCheck aria-hidden size={16} />
        {busy === "complete" ? "Saving…" : "Mark completed"}
      </Button>,
    );
  }
  if (may("cancel")) {
    const late = !isFreeCancellation(side, new Date(booking.start), new Date(nowMs));
    const terms =
      booking.status === "accepted" && late
        ? ` It is less than ${FREE_CANCELLATION_HOURS} hours before the start: ${other} may ask you to pay for the session.`
        : "";
    buttons.push(
      <ReasonDialog
        key="cancel"
        title={booking.status === "requested" ? "Cancel this request?" : "Cancel this session?"}
        description={`${other} will get an email saying you cancelled, with your reason if you give one.${terms}`}
        trigger={
          <Button variant="secondary" className="text-ink">
            <X aria-hidden size={16} />
            {booking.status === "requested" ? "Cancel request" : "Cancel"}
          </Button>
        }
        schema={bookingReasonSchema}
        label="Reason (optional)"
        submitLabel={booking.status === "requested" ? "Cancel request" : "Cancel session"}
        busyLabel="Cancelling…"
        cancelLabel="Keep it"
        send={(reason) => act(booking, "cancel", reason)}
        success={DONE.cancel}
        refresh={refresh}
      />,
    );
  }
  if (may("review")) {
    buttons.push(
      // A full page load: the profile opens its reviews tab from the hash on arrival.
      <a
        key="review"
        href={`/profile/${booking.coach_slug}#reviews`}
        className={buttonClasses("primary")}
      >
        <Star aria-hidden size={16} />
        Write a review
      </a>,
    );
  }
  if (buttons.length === 0 && !clash) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {buttons}
      {may("accept") || clash ? (
        <ConfirmDialog
          open={clash}
          onOpenChange={setClash}
          triggerRef={acceptRef}
          title="This time is now busy in your own calendar"
          description={`Something in your connected calendar now overlaps this session with ${other}. You may accept anyway, or keep the request open and decline it.`}
          confirmLabel="Accept anyway"
          busyLabel="Accepting…"
          cancelLabel="Keep it open"
          variant="primary"
          confirm={async () => {
            const result = await act(booking, "accept", null, true);
            if (result.ok) showSuccess(DONE.accept);
            else showError(result.message);
            // Closed either way: a refusal now means the booking changed, and the lists show how.
            return true;
          }}
          afterConfirm={refresh}
        />
      ) : null}
    </div>
  );
}
