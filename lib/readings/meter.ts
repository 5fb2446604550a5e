/**
 * A reading's meter from the room's own records (room_presence: when each party's connection
 * entered and left, written by the server: lib/rooms/presence-log.ts), never the browser's clock.
 * Pure: the spans in, the moments out.
 */

export type PresenceSpan = { party: string; joinedAt: number; leftAt: number | null };

const PARTIES = ["seeker", "seer"] as const;

/** The first moment both parties were in the room at once (ms), or null: not yet. */
export function firstTogether(spans: readonly PresenceSpan[]): number | null {
  let first: number | null = null;
  const seeker = spans.filter((s) => s.party === "seeker");
  const seer = spans.filter((s) => s.party === "seer");
  for (const a of seeker) {
    for (const b of seer) {
      const from = Math.max(a.joinedAt, b.joinedAt);
      const until = Math.min(
        a.leftAt ?? Number.POSITIVE_INFINITY,
        b.leftAt ?? Number.POSITIVE_INFINITY,
      );
      // Together for a moment at least (one entering as the other leaves counts as not met).
      if (from < until && (first === null || from < first)) first = from;
    }
  }
  return first;
}

/**
 * When the reading's connection dropped (ms): the earliest last exit of a party who is not in the
 * room now and left after the meter started; null while both are in (or came back).
 */
export function droppedAt(spans: readonly PresenceSpan[], startedAt: number): number | null {
  let dropped: number | null = null;
  for (const party of PARTIES) {
    const own = spans.filter((s) => s.party === party);
    if (own.length === 0 || own.some((s) => s.leftAt === null)) continue;
    const lastLeft = Math.max(startedAt, ...own.map((s) => s.leftAt ?? startedAt));
    if (dropped === null || lastLeft < dropped) dropped = lastLeft;
  }
  return dropped;
}
