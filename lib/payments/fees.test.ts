import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dollars, feeCents, feeRefundCents, netCents, payoutCents } from "./fees";

describe("the platform's fee and the Seer's net", () => {
  it("is the amount times the percentage, to the nearest cent, half up; the Seer gets the rest", () => {
    expect(feeCents(6000, 15)).toBe(900);
    expect(netCents(6000, 15)).toBe(5100);
    expect(feeCents(12000, 15)).toBe(1800);
    // 1 × 15 % = 0.15 cent; 10 × 15 % = 1.5 cents (up); 3 × 50 % = 1.5 (up).
    expect(feeCents(1, 15)).toBe(0);
    expect(feeCents(10, 15)).toBe(2);
    expect(feeCents(3, 50)).toBe(2);
    expect(feeCents(1999, 12.5)).toBe(250);
    expect(feeCents(6000, 0)).toBe(0);
    expect(netCents(6000, 50)).toBe(3000);
  });

  it("always adds up: fee + net = amount, both whole and never negative", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 5000 }).map((bp) => bp / 100),
        (amount, percent) => {
          const fee = feeCents(amount, percent);
          expect(Number.isInteger(fee)).toBe(true);
          expect(fee).toBeGreaterThanOrEqual(0);
          expect(fee + netCents(amount, percent)).toBe(amount);
          expect(fee).toBeLessThanOrEqual(Math.ceil(amount / 2));
        },
      ),
    );
  });
});

describe("refunds and the payout", () => {
  const payment = { amount_cents: 6000, fee_cents: 900 };

  it("gives back the fee's share of a refund; the Seer loses the rest", () => {
    expect(feeRefundCents(6000, 6000, 900)).toBe(900);
    expect(feeRefundCents(1000, 6000, 900)).toBe(150);
    expect(feeRefundCents(1, 6000, 900)).toBe(0);
    expect(payoutCents(payment, [])).toBe(5100);
    expect(payoutCents(payment, [{ amount_cents: 1000, fee_refunded_cents: 150 }])).toBe(4250);
    expect(payoutCents(payment, [{ amount_cents: 6000, fee_refunded_cents: 900 }])).toBe(0);
  });

  it("never pays out more than the net nor less than nothing, however the refunds are split", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 50 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { maxLength: 5 }),
        (amount, percent, parts) => {
          const fee = feeCents(amount, percent);
          const refunds: { amount_cents: number; fee_refunded_cents: number }[] = [];
          let left = amount;
          for (const part of parts) {
            const refund = Math.min(left, Math.max(1, Math.floor((amount * part) / 100)));
            if (refund <= 0) break;
            left -= refund;
            refunds.push({
              amount_cents: refund,
              fee_refunded_cents: feeRefundCents(refund, amount, fee),
            });
          }
          const payout = payoutCents({ amount_cents: amount, fee_cents: fee }, refunds);
          expect(payout).toBeGreaterThanOrEqual(0);
          expect(payout).toBeLessThanOrEqual(amount - fee);
        },
      ),
    );
  });

  it("reads amounts as people write them", () => {
    expect(dollars(6000)).toBe("$60");
    expect(dollars(5150)).toBe("$51.50");
    expect(dollars(5)).toBe("$0.05");
  });
});
