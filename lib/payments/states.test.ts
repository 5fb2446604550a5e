import { describe, expect, it } from "vitest";
import {
  afterDisputeWon,
  afterRefund,
  canMove,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from "./states";

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
  "paid → dispute_lost",
  "partially_refunded → partially_refunded",
  "partially_refunded → refunded",
  "partially_refunded → paid_out",
  "partially_refunded → disputed",
  "partially_refunded → dispute_lost",
  "paid_out → disputed",
  "paid_out → dispute_lost",
  "disputed → dispute_lost",
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
    for (const end of ["released", "refunded", "failed", "dispute_lost"] as const) {
      expect(PAYMENT_STATUSES.filter((to) => canMove(end, to))).toEqual([]);
    }
  });

  it("goes back from a dispute won to where it was, or on to what happened meanwhile", () => {
    const payment = { payout_status: null, refunded_cents: 0, amount_cents: 6000 };
    expect(afterDisputeWon({ ...payment, disputed_from: "paid" })).toBe("paid");
    expect(afterDisputeWon({ ...payment, disputed_from: "paid_out" })).toBe("paid_out");
    expect(
      afterDisputeWon({ ...payment, disputed_from: "partially_refunded", refunded_cents: 1000 }),
    ).toBe("partially_refunded");
    // The payout's bank said paid while the payment was disputed.
    expect(afterDisputeWon({ ...payment, disputed_from: "paid", payout_status: "paid" })).toBe(
      "paid_out",
    );
  });

  it("is refunded in whole once the refunds reach the amount, else in part", () => {
    expect(afterRefund(6000, 6000)).toBe("refunded");
    expect(afterRefund(1000, 6000)).toBe("partially_refunded");
  });
});
