import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { endAllStreams, HEARTBEAT_MS, hintEventStream, MAX_STREAM_MS } from "./event-stream";

/** A stand-in for subscribeHints: who listens now, and how often they stopped. */
function fakeHints() {
  const listeners = new Set<(hint: object) => void>();
  let unsubscribed = 0;
  return {
    listeners,
    unsubscribed: () => unsubscribed,
    publish: (hint: object) => {
      for (const listener of listeners) listener(hint);
    },
    subscribe: (listener: (hint: object) => void) => {
      listeners.add(listener);
      return () => {
        unsubscribed += 1;
        listeners.delete(listener);
      };
    },
  };
}

async function readAll(reader: ReadableStreamDefaultReader<Uint8Array>, chunks: number) {
  const decoder = new TextDecoder();
  let text = "";
  for (let i = 0; i < chunks; i++) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  return text;
}

describe("hintEventStream", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("says it is connected at once, sends each hint as a data line and a comment every 25 s", async () => {
    const hints = fakeHints();
    const stream = hintEventStream({
      subscribe: hints.subscribe,
      signal: new AbortController().signal,
    });
    const reader = stream.getReader();
    expect(await readAll(reader, 1)).toBe(": connected\n\n");
    hints.publish({ type: "booking", booking_id: "b1" });
    expect(await readAll(reader, 1)).toBe('data: {"type":"booking","booking_id":"b1"}\n\n');
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(await readAll(reader, 1)).toBe(": keep-alive\n\n");
    await reader.cancel();
  });

  it("stops listening and its timers once when the client goes, however it is told", async () => {
    const hints = fakeHints();
    const abort = new AbortController();
    const stream = hintEventStream({ subscribe: hints.subscribe, signal: abort.signal });
    const reader = stream.getReader();
    await readAll(reader, 1);
    expect(hints.listeners.size).toBe(1);
    expect(vi.getTimerCount()).toBe(2);
    abort.abort();
    await reader.cancel();
    endAllStreams();
    expect(hints.listeners.size).toBe(0);
    expect(hints.unsubscribed()).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("ends cleanly after its maximum age, and when the server stops", async () => {
    const aged = fakeHints();
    const old = hintEventStream({
      subscribe: aged.subscribe,
      signal: new AbortController().signal,
    });
    const oldReader = old.getReader();
    await readAll(oldReader, 1);
    vi.advanceTimersByTime(MAX_STREAM_MS);
    // An hour of keep-alive comments, then the end.
    const rest = await readAll(oldReader, Number.POSITIVE_INFINITY);
    expect(rest).toBe(": keep-alive\n\n".repeat(MAX_STREAM_MS / HEARTBEAT_MS));
    expect(aged.listeners.size).toBe(0);

    const open = fakeHints();
    const streams = [1, 2, 3].map(() =>
      hintEventStream({
        subscribe: open.subscribe,
        signal: new AbortController().signal,
      }).getReader(),
    );
    for (const reader of streams) await readAll(reader, 1);
    expect(open.listeners.size).toBe(3);
    endAllStreams();
    for (const reader of streams) expect((await reader.read()).done).toBe(true);
    expect(open.listeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("gives up on a client that stops reading instead of queueing its hints forever", () => {
    const hints = fakeHints();
    hintEventStream({ subscribe: hints.subscribe, signal: new AbortController().signal });
    for (let i = 0; i < 1_000; i++) hints.publish({ type: "booking", booking_id: String(i) });
    expect(hints.listeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
