import { describe, expect, it } from "vitest";
import { EMPTY_THREAD, type ThreadLines, threadReducer } from "@/components/messages/thread-lines";
import type { MessagePublic } from "@/lib/conversations/schema";

const line = (n: number): MessagePublic => ({
  id: `m${n}`,
  sender: "them",
  body: `Line ${n}`,
  created_at: "2027-03-01T10:00:00.000Z",
  booking_id: null,
  event: null,
});
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => line(from + i));
const ids = (state: ThreadLines) => state.lines.map((l) => l.id);

describe("threadReducer", () => {
  it("shows the first newest page as it is", () => {
    const state = threadReducer(EMPTY_THREAD, {
      type: "newest",
      page: { data: range(5, 7), has_more: true },
    });
    expect(ids(state)).toEqual(["m5", "m6", "m7"]);
    expect(state).toMatchObject({ hasMore: true, loaded: true });
  });

  it("keeps older lines when the newest page moves on, and lines sent since it was fetched", () => {
    let state = threadReducer(EMPTY_THREAD, {
      type: "newest",
      page: { data: range(5, 7), has_more: true },
    });
    state = threadReducer(state, { type: "older", page: { data: range(1, 4), has_more: false } });
    expect(ids(state)).toEqual(["m1", "m2", "m3", "m4", "m5", "m6", "m7"]);
    expect(state.hasMore).toBe(false);
    state = threadReducer(state, { type: "sent", message: line(9) });
    // A page fetched before m9 was written, with m8 from the other person.
    state = threadReducer(state, { type: "newest", page: { data: range(6, 8), has_more: true } });
    expect(ids(state)).toEqual(["m1", "m2", "m3", "m4", "m5", "m6", "m7", "m8", "m9"]);
    expect(state.hasMore).toBe(false);
    // The same page again changes nothing (the same state, so nothing re-renders).
    const again = threadReducer(state, {
      type: "newest",
      page: { data: range(6, 8), has_more: true },
    });
    expect(ids(again)).toEqual(ids(state));
  });

  it("adds a sent message once, however often it arrives", () => {
    let state = threadReducer(EMPTY_THREAD, {
      type: "newest",
      page: { data: range(1, 2), has_more: false },
    });
    state = threadReducer(state, { type: "sent", message: line(3) });
    state = threadReducer(state, { type: "newest", page: { data: range(1, 3), has_more: false } });
    state = threadReducer(state, { type: "sent", message: line(3) });
    expect(ids(state)).toEqual(["m1", "m2", "m3"]);
  });

  it("starts again from a newest page that no longer reaches the lines shown", () => {
    let state = threadReducer(EMPTY_THREAD, {
      type: "newest",
      page: { data: range(1, 3), has_more: false },
    });
    state = threadReducer(state, { type: "newest", page: { data: range(40, 42), has_more: true } });
    expect(ids(state)).toEqual(["m40", "m41", "m42"]);
    expect(state.hasMore).toBe(true);
  });
});
