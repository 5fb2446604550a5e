/**
 * What a finished reading came to, for both parties: the minutes billed and the amount; for the
 * Seer with card payments, the fee and what they receive; for the seeker, a review of the Seer.
 */
import { Star } from "lucide-react";
import type { Side } from "@/components/booking/booking-types";
import { buttonClasses } from "@/components/ui/button";
import { perMinuteLabel, readingAmountLabel } from "@/lib/readings/rules";
import { firstNameOf, type ReadingBooking } from "./reading-types";

export function ReadingReceipt({ reading, side }: { reading: ReadingBooking; side: Side }) {
  const { minutes_billed: minutes, price_per_minute_cents: price } = reading.reading;
  const billed = minutes ?? 0;
  const payment = reading.payment ?? null;
  const amount = payment && billed > 0 ? payment.amount_cents : billed * price;
  const other = side === "seeker" ? reading.seer_name : reading.seeker_name;
  const rows: [string, string][] = [
    ["Minutes", `${billed} ${billed === 1 ? "minute" : "minutes"} at ${perMinuteLabel(price)}`],
    [payment ? "Charged" : "Amount", readingAmountLabel(amount)],
  ];
  if (side === "seer" && payment && payment.fee_cents !== undefined && billed > 0) {
    rows.push(["Fee", readingAmountLabel(payment.fee_cents)]);
    rows.push(["You receive", readingAmountLabel(payment.net_cents ?? amount - payment.fee_cents)]);
  }
  const mayReview = side === "seeker" && reading.coach_slug && billed > 0;
  return (
    <section
      aria-labelledby="reading-receipt"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id="reading-receipt" className="font-serif text-xl font-semibold text-ink">
          Your reading with {other} has ended
        </h2>
        <p className="text-sm text-ink-muted">
          {billed === 0
            ? "You were not both in the room, so nothing was charged."
            : payment
              ? side === "seeker"
                ? "Only these minutes were charged; the rest of the hold on your card is released."
                : "You are paid out for it as for sessions."
              : side === "seeker"
                ? `You pay ${firstNameOf(other)} directly for these minutes. Nothing is charged on this site.`
                : `${firstNameOf(other)} pays you directly for these minutes.`}
        </p>
      </div>
      {billed > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-ink-muted">{term}</dt>
              <dd className="font-semibold text-ink tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {mayReview ? (
        <a
          href={`/profile/${reading.coach_slug}#reviews`}
          className={buttonClasses("secondary", "self-start")}
        >
          <Star aria-hidden size={18} />
          Review {firstNameOf(other)}
        </a>
      ) : null}
    </section>
  );
}
