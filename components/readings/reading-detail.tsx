"use client";
/**
 * /bookings/<id> for a reading: the calling screen while the Seer is rung ("Calling Luna… 0:42",
 * Cancel; the Seer gets Accept and Decline), the room as soon as it is accepted, the receipt once
 * it ended, and, when the ring led nowhere, that nothing was charged and who else is available.
 * The booking's live hints refresh it; while it rings it also asks every few seconds, so the end
 * of the ring shows even if a hint is lost.
 */
import { PhoneCall, PhoneOff } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useSWRConfig } from "swr";
import type { Side } from "@/components/booking/booking-types";
import { Button, buttonClasses } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { perMinuteLabel, readingAmountLabel } from "@/lib/readings/rules";
import { OtherSeers } from "./other-seers";
import { type ReadingMove, useReadingMove } from "./reading-actions";
import { ReadingReceipt } from "./reading-receipt";
import { clockLabel, firstNameOf, type ReadingBooking } from "./reading-types";
import { useServerClock } from "./use-server-clock";

const RING_POLL_MS = 5_000;

type Props = { reading: ReadingBooking; side: Side };

export function ReadingDetail({ reading, side }: Props) {
  const router = useRouter();
  const { status } = reading;
  const roomHref = `/bookings/${reading.id}/room`;
  // Accepted: straight into the room, for both.
  useEffect(() => {
    if (status === "accepted") router.replace(roomHref);
  }, [status, router, roomHref]);

  if (status === "awaiting_payment") return <AwaitingPayment reading={reading} />;
  if (status === "ringing") return <Ringing reading={reading} side={side} />;
  if (status === "accepted") {
    return (
      <Panel title="Your reading has started">
        <a href={roomHref} className={buttonClasses("primary", "self-start")}>
          Go to the room
        </a>
      </Panel>
    );
  }
  if (status === "completed") return <ReadingReceipt reading={reading} side={side} />;
  return <CalledOff reading={reading} side={side} />;
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby="reading-status"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id="reading-status" className="font-serif text-2xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Terms({ reading }: { reading: ReadingBooking }) {
  const { max_minutes: max, price_per_minute_cents: price } = reading.reading;
  return (
    <p className="text-sm text-ink-muted">
      {perMinuteLabel(price)}, {max} minutes at most ({readingAmountLabel(price * max)}).
    </p>
  );
}

function AwaitingPayment({ reading }: { reading: ReadingBooking }) {
  const checkout = reading.payment?.checkout_url ?? null;
  return (
    <Panel title="Waiting for your payment">
      <Terms reading={reading} />
      <p className="text-sm text-ink-muted">
        {firstNameOf(reading.seer_name)} is rung as soon as the hold on your card is in place.
      </p>
      {checkout ? (
        <a href={checkout} className={buttonClasses("primary", "self-start")}>
          Pay on Stripe
        </a>
      ) : null}
    </Panel>
  );
}

function Ringing({ reading, side }: Props) {
  const { mutate } = useSWRConfig();
  const move = useReadingMove();
  const router = useRouter();
  const now = useServerClock();
  const [busy, setBusy] = useState<ReadingMove | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const ringUntil = reading.reading.ring_until ? Date.parse(reading.reading.ring_until) : now;
  const left = ringUntil - now;
  const over = left <= 0;
  const key = `/api/v1/bookings/${reading.id}`;
  // Hints say when the Seer answers; asking now and then covers a lost one, and the ring's end.
  useEffect(() => {
    const timer = window.setInterval(() => void mutate(key), RING_POLL_MS);
    return () => window.clearInterval(timer);
  }, [mutate, key]);
  useEffect(() => {
    if (over) void mutate(key);
  }, [over, mutate, key]);

  async function act(which: ReadingMove) {
    setBusy(which);
    setProblem(null);
    const result = await move(reading.id, which);
    setBusy(null);
    if (!result.ok) setProblem(result.message);
    else if (which === "accept") router.replace(`/bookings/${reading.id}/room`);
  }

  const seer = firstNameOf(reading.seer_name);
  const title =
    side === "seeker"
      ? `Calling ${seer}…`
      : `${firstNameOf(reading.seeker_name)} wants a reading now`;
  return (
    <Panel title={title}>
      <p className="flex items-center gap-3 text-ink">
        <PhoneCall aria-hidden size={22} className="animate-pulse text-accent" />
        <span
          role="timer"
          aria-label="Time left to answer"
          className="font-serif text-3xl tabular-nums"
        >
          {clockLabel(left)}
        </span>
      </p>
      <Terms reading={reading} />
      <p className="text-sm text-ink-muted">
        {side === "seeker"
          ? `${seer} has until the countdown ends to answer. Nothing is charged unless you meet in the room.`
          : "Accept to meet in the room now; the meter starts once you are both in."}
      </p>
      <FormAlert message={problem} />
      <div className="flex flex-wrap gap-3">
        {side === "seer" ? (
          <>
            <Button onClick={() => void act("accept")} disabled={busy !== null || over}>
              <PhoneCall aria-hidden size={18} />
              {busy === "accept" ? "Accepting…" : "Accept"}
            </Button>
            <Button
              variant="secondary"
              onClick={() => void act("decline")}
              disabled={busy !== null || over}
            >
              {busy === "decline" ? "Declining…" : "Decline"}
            </Button>
          </>
        ) : (
          <Button
            variant="secondary"
            onClick={() => void act("cancel")}
            disabled={busy !== null || over}
          >
            <PhoneOff aria-hidden size={18} />
            {busy === "cancel" ? "Cancelling…" : "Cancel"}
          </Button>
        )}
      </div>
    </Panel>
  );
}

/** What became of a ring that led nowhere, as each side reads it. */
function calledOffTitle(reading: ReadingBooking, side: Side): string {
  const seer = firstNameOf(reading.seer_name);
  const seeker = firstNameOf(reading.seeker_name);
  switch (reading.status) {
    case "declined":
      return side === "seeker" ? `${seer} declined the reading` : "You declined this reading";
    case "missed":
      return side === "seeker" ? `${seer} did not answer` : "You missed this reading";
    case "expired":
      return "The payment was not made in time";
    case "cancelled":
      if (reading.cancelled_by === "seeker")
        return side === "seeker" ? "You cancelled the call" : `${seeker} cancelled the call`;
      return "This reading was called off";
    default:
      return "This reading did not take place";
  }
}

function CalledOff({ reading, side }: Props) {
  const title = calledOffTitle(reading, side);
  return (
    <div className="flex flex-col gap-6">
      <Panel title={title}>
        {reading.reason ? <p className="text-sm text-ink-muted">{reading.reason}</p> : null}
        <p className="text-ink">
          {side === "seeker"
            ? reading.payment
              ? "Nothing was charged: the hold on your card is released."
              : "Nothing was charged."
            : "Nothing was charged."}
        </p>
        {side === "seer" && reading.status === "missed" ? (
          <p className="text-sm text-ink-muted">
            Your readings were switched off: turn Available now back on from your dashboard when you
            are ready.
          </p>
        ) : null}
      </Panel>
      {side === "seeker" ? <OtherSeers except={reading.coach_slug} /> : null}
    </div>
  );
}
