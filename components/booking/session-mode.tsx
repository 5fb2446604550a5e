"use client";
/**
 * How the session is held: a Hybrid Seer's seeker chooses online or in person; with any other Seer
 * the panel only says which it is. The place itself comes once the Seer accepts.
 */
import { ChoiceGroup } from "@/components/ui/choice-group";
import { BOOKING_MODE_LABEL, type BookingMode } from "@/lib/bookings/place";

type Props = {
  modes: readonly BookingMode[];
  /** The Seer's public city, for "In person, in Lisbon". */
  city: string | null;
  value: BookingMode | null;
  onChange: (mode: BookingMode) => void;
  error?: string;
};

const inPersonLabel = (city: string | null) => (city ? `In person, in ${city}` : "In person");

export function SessionMode({ modes, city, value, onChange, error }: Props) {
  if (modes.length > 1) {
    return (
      <ChoiceGroup
        type="radio"
        legend="How you meet"
        hint="The video link or the address comes with the confirmation."
        options={modes.map((mode) => ({
          value: mode,
          label: mode === "in_person" ? inPersonLabel(city) : BOOKING_MODE_LABEL[mode],
        }))}
        value={value}
        onChange={onChange}
        error={error}
      />
    );
  }
  const [only] = modes;
  if (!only) return null;
  return (
    <p className="text-sm text-ink-muted">
      {only === "online"
        ? "An online session: the video link comes with the confirmation."
        : `${inPersonLabel(city)}: the address comes with the confirmation.`}
    </p>
  );
}
