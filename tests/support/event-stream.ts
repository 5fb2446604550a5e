/** A test's client of GET /api/v1/events: reads the stream as it comes, comment and hint lines apart. */
import { baseUrl, type Json } from "./api-client";

export type EventStream = {
  response: Response;
  comments: string[];
  hints: Json[];
  /** Resolves with the first hint `match` accepts (seen already or still to come), or rejects after `timeoutMs`. */
  nextHint: (match?: (hint: Json) => boolean, timeoutMs?: number) => Promise<Json>;
  /** Resolves once the stream has sent `count` comment lines. */
  comment: (count?: number, timeoutMs?: number) => Promise<string>;
  /** Resolves when the stream ends, whoever ended it. */
  ended: Promise<void>;
  close: () => void;
};

type Waiter = () => boolean;

/**
 * Opens the stream with a Bearer token or other headers (a cookie) against `base`; `path` (under
 * /api/v1) names another stream of the same kind, such as a room's.
 */
export async function openEventStream(
  options: { token?: string; headers?: Record<string, string>; base?: string; path?: string } = {},
): Promise<EventStream> {
  const abort = new AbortController();
  const headers: Record<string, string> = { Accept: "text/event-stream", ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(`${options.base ?? baseUrl()}/api/v1${options.path ?? "/events"}`, {
    headers,
    signal: abort.signal,
  });
  const comments: string[] = [];
  const hints: Json[] = [];
  const waiters = new Set<Waiter>();
  const settle = () => {
    for (const waiter of [...waiters]) if (waiter()) waiters.delete(waiter);
  };

  const read = async () => {
    if (!response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf("\n\n");
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data: string[] = [];
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) comments.push(line.slice(1).trim());
            else if (line.startsWith("data:")) data.push(line.slice(5).trimStart());
          }
          if (data.length) hints.push(JSON.parse(data.join("\n")) as Json);
          end = buffer.indexOf("\n\n");
        }
        settle();
      }
    } catch {
      // Closed by the test.
    }
  };
  const ended = response.ok ? read() : Promise.resolve();

  const waitFor = <T>(pick: () => T | undefined, what: string, timeoutMs: number) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(
          new Error(`${what} within ${timeoutMs} ms (hints so far: ${JSON.stringify(hints)})`),
        );
      }, timeoutMs);
      const waiter = () => {
        const value = pick();
        if (value === undefined) return false;
        clearTimeout(timer);
        resolve(value);
        return true;
      };
      if (!waiter()) waiters.add(waiter);
    });

  return {
    response,
    comments,
    hints,
    nextHint: (match = () => true, timeoutMs = 5_000) =>
      waitFor(() => hints.find(match), "no matching hint", timeoutMs),
    comment: (count = 1, timeoutMs = 5_000) =>
      waitFor(() => comments[count - 1], `no comment #${count}`, timeoutMs),
    ended,
    close: () => abort.abort(),
  };
}
