import { describe, expect, it } from "vitest";
import { afterRefund, canMove, PAYMENT_STATUSES, type PaymentStatus } from "./states";

/** Every allowed move; anything not here is refused. */
const ALLOWED = new Set([
  "awaiting_payment → held",
  "awaiting_payment → failed",
  "awaiting_payment → released",
  "held → paid",
  "held → released",
  "held → failed",
  "paid → partially_refunded",
  "paid → refunded",
  "paid → paid_out",
  "paid → disputed",
  "partially_refunded → partially_refunded",
  "partially_refunded → refunded",
  "partially_refunded → paid_out",
  "partially_refunded → disputed",
  "paid_out → disputed",
]);

const pairs = PAYMENT_STATUSES.flatMap((from) => PAYMENT_STATUSES.map((to) => [from, to] as const));

describe("payment state machine: every state × state", () => {
  it.each(pairs)("%s → %s", (from, to) => {
    expect(canMove(from, to)).toBe(ALLOWED.has(`${from} → ${to}`));
  });

  it("only goes forward: no way back to a state once left (a further partial refund aside)", () => {
    const reachable = (
      from: PaymentStatus,
      seen = new Set<PaymentStatus>(),
    ): Set<PaymentStatus> => {
      for (const to of PAYMENT_STATUSES) {
        if (to !== from && canMove(from, to) && !seen.has(to)) {
          seen.add(to);
          reachable(to, seen);
        }
      }
      return seen;
    };
    for (const status of PAYMENT_STATUSES) {
      expect(reachable(status).has(status), status).toBe(false);
    }
  });

  it("ends where nothing more can happen to the money", () => {
    for (const end of ["released", "refunded", "failed", "disputed"] as const) {
      expect(PAYMENT_STATUSES.filter((to) => canMove(end, to))).toEqual([]);
    }
  });

  it("is refunded in whole once the refunds reach the amount, else in part", () => {
    expect(afterRefund(6000, 6000)).toBe("refunded");
    expect(afterRefund(1000, 6000)).toBe("partially_refunded");
  });
});
