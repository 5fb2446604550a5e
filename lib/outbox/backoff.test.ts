import { describe, expect, it } from "vitest";
import {
  afterFailure,
  afterPushFailure,
  isPermanentFailure,
  MAX_REJECTED_ATTEMPTS,
  RETRY_DELAYS_MS,
  retryDelayMs,
  UnreadableEmailError,
} from "./backoff";

const rejected = Object.assign(new Error("550 No such user"), {
  code: "EENVELOPE",
  responseCode: 550,
});
const refused = Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" });

describe("retryDelayMs", () => {
  it("waits 5 s, 15 s, 1 min, 5 min, 15 min, then an hour for ever", () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7, 50].map((n) => retryDelayMs(n, middle))).toEqual([
      5_000, 15_000, 60_000, 300_000, 900_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });

  it("spreads each wait by ±20 % so instances do not retry in step", () => {
    for (const [i, base] of RETRY_DELAYS_MS.entries()) {
      expect(retryDelayMs(i + 1, () => 0)).toBe(base * 0.8);
      expect(retryDelayMs(i + 1, () => 0.999999)).toBeCloseTo(base * 1.2, -1);
    }
  });
});

describe("afterFailure", () => {
  it("keeps retrying a mail server that is down, however long", () => {
    for (const attempts of [1, 5, 20, 500]) {
      expect(afterFailure(attempts, refused, () => 0.5).status).toBe("pending");
    }
    expect(isPermanentFailure(refused)).toBe(false);
    expect(
      isPermanentFailure(Object.assign(new Error("auth"), { code: "EAUTH", responseCode: 535 })),
    ).toBe(false);
    expect(
      isPermanentFailure(
        Object.assign(new Error("busy"), { code: "EENVELOPE", responseCode: 450 }),
      ),
    ).toBe(false);
  });

  it("gives up on a message the server rejects for good after a few tries", () => {
    expect(isPermanentFailure(rejected)).toBe(true);
    expect(afterFailure(MAX_REJECTED_ATTEMPTS - 1, rejected).status).toBe("pending");
    expect(afterFailure(MAX_REJECTED_ATTEMPTS, rejected)).toEqual({ status: "dead", retryInMs: 0 });
  });

  it("gives up at once on a stored email that cannot be read", () => {
    expect(afterFailure(1, new UnreadableEmailError("bad")).status).toBe("dead");
  });
});

describe("afterPushFailure", () => {
  const T = 1_000_000;
  const busy = Object.assign(new Error("503"), { retryable: true });
  it("retries a busy push service while the push is still worth showing", () => {
    expect(afterPushFailure(1, busy, T, T + 86_400_000, () => 0.5)).toEqual({
      status: "pending",
      retryInMs: 5_000,
    });
    // A ring lives a minute: the try after 1 min would come too late.
    expect(afterPushFailure(3, busy, T, T + 30_000, () => 0.5).status).toBe("dead");
    expect(afterPushFailure(6, busy, T, T + 86_400_000).status).toBe("dead");
  });
  it("gives up at once on a push the service refused for good", () => {
    const refused = Object.assign(new Error("400"), { retryable: false });
    expect(afterPushFailure(1, refused, T, T + 86_400_000).status).toBe("dead");
    expect(afterPushFailure(1, new UnreadableEmailError("x"), T, T + 86_400_000).status).toBe(
      "dead",
    );
  });
});
