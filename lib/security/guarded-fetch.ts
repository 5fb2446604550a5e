/**
 * The one client for addresses users type (a calendar server, an iCal address, later a push
 * endpoint): only https outside ENVIRONMENT=local, never an address of this machine, its private
 * networks or the metadata service (address-rules.ts), checked on the address actually connected
 * to (the name is resolved once, checked and that address used: DNS rebinding cannot slip
 * another one in) and again on every redirect (at most 3); 10 s for the whole exchange; at most
 * 5 MB read. Errors name what went wrong, never the address (an iCal address is a secret).
 */
import "server-only";
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { Agent, fetch as undiciFetch } from "undici";
import { getConfig } from "@/lib/config";
import { isRefusedAddress, literalAddress } from "./address-rules";

export const GUARDED_TIMEOUT_MS = 10_000;
export const GUARDED_MAX_BYTES = 5 * 1024 * 1024;
export const GUARDED_MAX_REDIRECTS = 3;

export type GuardedFetchFailure = "refused" | "timeout" | "too_large" | "unreachable";

export class GuardedFetchError extends Error {
  override name = "GuardedFetchError";
  constructor(readonly reason: GuardedFetchFailure) {
    super(
      {
        refused: "the address is not allowed (only public https addresses)",
        timeout: `no answer within ${GUARDED_TIMEOUT_MS / 1000} seconds`,
        too_large: `the answer is larger than ${GUARDED_MAX_BYTES / 1024 / 1024} MB`,
        unreachable: "the server could not be reached",
      }[reason],
    );
  }
}

export type GuardedFetchOptions = {
  /** ENVIRONMENT=local: http and this machine's loopback are allowed (tests, development). */
  allowLocal: boolean;
  /** GUARDED_TIMEOUT_MS unless a unit test wants it shorter. */
  timeoutMs?: number;
};

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A dns.lookup that answers only allowed addresses: the connection uses what it answers. */
function validatingLookup(allowLocal: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dnsLookup(
      hostname,
      { ...options, all: true } as LookupOptions & { all: true },
      (error, addresses) => {
        if (error) return callback(error, []);
        const list = addresses as LookupAddress[];
        if (list.length === 0 || list.some((a) => isRefusedAddress(a.address, allowLocal))) {
          const refusal = new Error("refused address") as NodeJS.ErrnoException;
          refusal.code = "EREFUSEDADDRESS";
          return callback(refusal, []);
        }
        if (options.all) return callback(null, list);
        const first = list[0] as LookupAddress;
        callback(null, first.address, first.family);
      },
    );
  };
}

function checkUrl(url: URL, allowLocal: boolean): void {
  const schemes = allowLocal ? ["https:", "http:"] : ["https:"];
  if (!schemes.includes(url.protocol) || url.username || url.password) {
    throw new GuardedFetchError("refused");
  }
  const literal = literalAddress(url.hostname);
  // An IP literal is connected to without a lookup: checked here.
  if (literal && isRefusedAddress(literal, allowLocal)) throw new GuardedFetchError("refused");
}

/** Whether an error (or its causes) is the lookup's refusal, the timeout or the size cap. */
function classify(error: unknown, signal: AbortSignal): GuardedFetchError {
  if (error instanceof GuardedFetchError) return error;
  let cause: unknown = error;
  for (let depth = 0; cause && depth < 5; depth++) {
    if ((cause as NodeJS.ErrnoException).code === "EREFUSEDADDRESS") {
      return new GuardedFetchError("refused");
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  if (signal.aborted) return new GuardedFetchError("timeout");
  return new GuardedFetchError("unreachable");
}

async function readCapped(body: ReadableStream<Uint8Array> | null): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > GUARDED_MAX_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new GuardedFetchError("too_large");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** A `fetch` with the rules above; tsdav takes it as its `fetch` (lib/calendars/caldav.ts). */
export function createGuardedFetch(options: GuardedFetchOptions): typeof fetch {
  const timeoutMs = options.timeoutMs ?? GUARDED_TIMEOUT_MS;
  const agent = new Agent({
    connect: { lookup: validatingLookup(options.allowLocal), timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  return async (input, init = {}) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    let url = new URL(input instanceof Request ? input.url : String(input));
    let method = (init.method ?? "GET").toUpperCase();
    let body = init.body ?? null;
    const headers = new Headers(init.headers);
    const followRedirects = init.redirect !== "manual";
    try {
      for (let redirects = 0; ; redirects++) {
        checkUrl(url, options.allowLocal);
        const response = await undiciFetch(url, {
          method,
          headers,
          body: body as never,
          redirect: "manual",
          signal,
          dispatcher: agent,
        });
        const location = response.headers.get("location");
        if (followRedirects && response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel().catch(() => undefined);
          if (redirects >= GUARDED_MAX_REDIRECTS) throw new GuardedFetchError("unreachable");
          const next = new URL(location, url);
          // Credentials never follow a redirect to another origin (as browsers do).
          if (next.origin !== url.origin) headers.delete("authorization");
          if (
            response.status === 303 ||
            ((response.status === 301 || response.status === 302) && method === "POST")
          ) {
            method = "GET";
            body = null;
          }
          url = next;
          continue;
        }
        const bytes = NULL_BODY_STATUSES.has(response.status)
          ? null
          : await readCapped(response.body as ReadableStream<Uint8Array> | null);
        const answer = new Response(bytes as BodyInit | null, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers as unknown as Headers,
        });
        Object.defineProperty(answer, "url", { value: url.href });
        return answer;
      }
    } catch (error) {
      throw classify(error, timeout);
    }
  };
}

let shared: typeof fetch | undefined;

/**
 * This module's guarded fetch, by the server's ENVIRONMENT. Not a process singleton on purpose:
 * each of Next's server bundles keeps its own, so its errors are of that bundle's class.
 */
export function guardedFetch(): typeof fetch {
  shared ??= createGuardedFetch({ allowLocal: getConfig().ENVIRONMENT === "local" });
  return shared;
}

/** A GuardedFetchError, by its shape (another bundle's class is another class). */
export function guardedFailureOf(error: unknown): GuardedFetchFailure | undefined {
  if (error instanceof GuardedFetchError) return error.reason;
  const candidate = error as { name?: unknown; reason?: unknown } | null;
  return candidate?.name === "GuardedFetchError" && typeof candidate.reason === "string"
    ? (candidate.reason as GuardedFetchFailure)
    : undefined;
}
