"use client";
/**
 * The hour counter of a coach who takes no bookings yet: the length and its total at the hourly
 * rate, kept in the address (?hours=) as on the bookable panel, and nothing more to load.
 */
import { HourCounter } from "@/components/ui/hour-counter";
import { useBookingChoice } from "./use-booking-choice";

type Props = {
  /** The Seer's session lengths in hours, shortest first. */
  lengths: readonly number[];
  /** US dollars per hour. */
  price: number;
};

export function SessionLength({ lengths, price }: Props) {
  const { choice, update } = useBookingChoice(lengths);
  return (
    <HourCounter
      lengths={lengths}
      value={choice.hours}
      price={price}
      onChange={(hours) => update({ hours })}
    />
  );
}
