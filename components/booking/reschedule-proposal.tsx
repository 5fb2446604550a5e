"use client";
/**
 * The open proposal to move a session, as both parties see it: the proposer waits (and may
 * withdraw); the other party accepts one of the times offered, or declines. The booking's live
 * hint redraws it on both sides when either answers.
 */
import { CalendarCheck, Undo2, X } from "lucide-react";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { Button } from "@/components/ui/button";
import { sendJson } from "@/lib/client/request";
import { showError, showSuccess } from "@/lib/client/toasts";
import type { Booking, Side } from "./booking-types";
import { otherName } from "./reschedule-times";
import { sessionWhen, timeLeft } from "./times";

type Answer = "accept" | "decline" | "withdraw";
const DONE: Record<Answer, string> = {
  accept: "The session has its new time.",
  decline: "The session keeps its time.",
  withdraw: "Your proposal is withdrawn: the session keeps its time.",
};

type Props = { booking: Booking; side: Side; nowMs: number; zone: string };

export function RescheduleProposal({ booking, side, nowMs, zone }: Props) {
  const { mutate } = useSWRConfig();
  const proposal = booking.reschedule;
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState<Answer | null>(null);
  if (!proposal) return null;
  const mine = proposal.proposed_by === side;
  const other = otherName(booking, side);
  const chosen = choice ?? (proposal.starts.length === 1 ? (proposal.starts[0] ?? null) : null);
  const span = (start: string) =>
    sessionWhen(start, new Date(Date.parse(start) + booking.hours * 3_600_000).toISOString(), zone);
  const headingId = `reschedule-${proposal.id}`;

  async function send(answer: Answer) {
    setBusy(answer);
    const result = await sendJson(
      "POST",
      `/api/v1/bookings/${booking.id}/reschedule/${answer}`,
      answer === "accept" ? { start: chosen } : undefined,
    );
    setBusy(null);
    await mutate((k) => typeof k === "string" && k.startsWith("/api/v1/bookings"));
    if (result.ok) showSuccess(DONE[answer]);
    else showError(result.message);
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-gold-400/60 bg-gold-400/10 p-4 sm:p-5"
    >
      <h2 id={headingId} className="font-serif text-lg font-semibold text-ink">
        {mine ? "You proposed a new time" : `${other} asks to move this session`}
      </h2>
      {mine || proposal.starts.length === 1 ? (
        <ul className="flex flex-col gap-1 text-sm font-medium text-ink">
          {proposal.starts.map((start) => (
            <li key={start}>{span(start)}</li>
          ))}
        </ul>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm text-ink">Choose one of the times offered:</legend>
          {proposal.starts.map((start) => (
            <label
              key={start}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface px-3 text-sm text-ink has-checked:border-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-accent"
            >
              <input
                type="radio"
                name={`reschedule-choice-${proposal.id}`}
                value={start}
                checked={chosen === start}
                onChange={() => setChoice(start)}
                className="size-4 accent-brand-700"
              />
              {span(start)}
            </label>
          ))}
        </fieldset>
      )}
      <p className="text-sm text-ink-muted">Now: {span(booking.start)}.</p>
      <p className="text-sm text-ink-muted">
        {mine
          ? `Waiting for ${other} to answer, for ${timeLeft(Date.parse(proposal.expires_at), nowMs)} at most. Until then the session stays at its time.`
          : `Answer within ${timeLeft(Date.parse(proposal.expires_at), nowMs)}; without an answer the session stays at its time.`}
      </p>
      <div className="flex flex-wrap gap-2">
        {mine ? (
          <Button
            variant="secondary"
            className="text-ink"
            onClick={() => send("withdraw")}
            disabled={busy !== null}
            aria-busy={busy === "withdraw"}
          >
            <Undo2 aria-hidden size={16} />
            {busy === "withdraw" ? "Withdrawing…" : "Withdraw"}
          </Button>
        ) : (
          <>
            <Button
              onClick={() => send("accept")}
              disabled={busy !== null || !chosen}
              aria-busy={busy === "accept"}
            >
              <CalendarCheck aria-hidden size={16} />
              {busy === "accept" ? "Accepting…" : "Accept new time"}
            </Button>
            <Button
              variant="secondary"
              className="text-ink"
              onClick={() => send("decline")}
              disabled={busy !== null}
              aria-busy={busy === "decline"}
            >
              <X aria-hidden size={16} />
              {busy === "decline" ? "Declining…" : "Decline"}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
