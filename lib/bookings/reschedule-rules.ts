/**
 * The rules of moving an accepted session, as pure functions: who may offer how many times, until
 * when, and when an unanswered proposal lapses (the same 48 h / 1 h as a request's answer).
 */
import { RESCHEDULE_MAX_STARTS } from "./reschedule-schema";
import { expiresAt, type Party } from "./status";

/** Proposals of a new time on one booking in 24 hours, both parties' together (each one emails the other party). */
export const PROPOSALS_PER_DAY = 3;

/** A seeker picks one new time from the Seer's free times; the Seer may offer a few. */
export const maxStartsFor = (party: Party) => (party === "seer" ? RESCHEDULE_MAX_STARTS : 1);

/** The earlier of 48 h after the proposal and 1 h before the session's (current) start. */
export const rescheduleExpiresAt = (proposedAt: Date, start: Date): Date =>
  expiresAt(proposedAt, start);

/**
 * Why a session cannot be moved at `now`, or null: it has started, or it is so close to its start
 * that a proposal would lapse at once (it must be answered 1 h before the start).
 */
export function tooLateToMove(start: Date, now: Date): "started" | "too-close" | null {
  if (now.getTime() >= start.getTime()) return "started";
  if (rescheduleExpiresAt(now, start).getTime() <= now.getTime()) return "too-close";
  return null;
}

/** An open proposal's answer is still awaited at `now` (reads never show one that has lapsed). */
export const isProposalLive = (expires: Date, now: Date) => now.getTime() < expires.getTime();
