"use client";
/**
 * The end of the booking panel: what will be asked for (when, how long, the total), the terms,
 * an optional note and Book now; a visitor gets "Log in to book" with the choice kept in `next`.
 * A sent request goes to the panel (`onBooked`), which shows it in place of the choice.
 */
import { CalendarCheck, LogIn } from "lucide-react";
import { useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { TextareaField } from "@/components/ui/textarea-field";
import type { BookingMode } from "@/lib/bookings/place";
import { sendJson } from "@/lib/client/request";
import { useViewer } from "@/lib/client/viewer";
import { BookingTerms } from "./booking-terms";
import { type Booking, hoursLabel, money } from "./booking-types";
import { SessionMode } from "./session-mode";
import { type Slot, sessionWhen } from "./times";
import type { BookingChoice } from "./use-booking-choice";

type Props = {
  slug: string;
  firstName: string;
  price: number;
  hours: number;
  /** Online, in person, or (a Hybrid Seer) both, for the seeker to choose. */
  modes: readonly BookingMode[];
  city: string | null;
  slot: Slot | null;
  zone: string | null;
  /** The start time in the address is no longer free. */
  lostChoice: boolean;
  choice: BookingChoice;
  path: string;
  onTaken: () => void;
  /** Paid by card (lib/payments): the panel's server-rendered terms say so (paid-terms.tsx). */
  paidByCard?: boolean;
  onBooked: (booking: Booking) => void;
};

/**
 * The page's address with the choice in it, for coming back after logging in. Here rather than
 * beside useBookingChoice: only this form (loaded with the bookable panel) links to /login, and a
 * coach who takes no bookings yet loads the hook (session-length.tsx) without it.
 */
function loginHrefFor(path: string, choice: BookingChoice): string {
  const query = new URLSearchParams();
  query.set("hours", String(choice.hours));
  if (choice.date) query.set("date", choice.date);
  if (choice.start) query.set("start", choice.start);
  return `/login?next=${encodeURIComponent(`${path}?${query.toString()}`)}`;
}

export function BookingForm(props: Props) {
  const { slug, firstName, price, hours, slot, zone, lostChoice, choice, path } = props;
  const viewer = useViewer();
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [mode, setMode] = useState<BookingMode | null>(null);
  const [modeError, setModeError] = useState<string | undefined>();
  const mustChoose = props.modes.length > 1;

  async function book() {
    if (!slot) return;
    if (mustChoose && !mode) {
      setModeError("Choose online or in person");
      return;
    }
    setBusy(true);
    setProblem(null);
    const result = await sendJson<Booking>("POST", "/api/v1/bookings/", {
      coach_slug: slug,
      start: slot.start,
      hours,
      note: note.trim() || null,
      ...(mustChoose && mode ? { mode } : {}),
    });
    setBusy(false);
    if (result.ok) {
      // Paid by card (lib/payments): the seeker pays on Stripe's Checkout, which brings them back.
      const checkout = result.data.payment?.checkout_url;
      if (checkout) return window.location.assign(checkout);
      props.onBooked(result.data);
      return;
    }
    if (result.status === 401) {
      window.location.assign(loginHrefFor(path, choice));
      return;
    }
    setProblem(result.message);
    if (result.status === 409) props.onTaken();
  }

  return (
    <div className="flex flex-col gap-4 border-t border-line pt-5">
      <FormAlert message={problem} />
      {lostChoice && !problem ? (
        <p role="status" className="text-sm text-danger-text">
          The start time you chose is no longer free: please choose another one.
        </p>
      ) : null}
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-sm text-ink-muted">
          {slot && zone ? (
            <>
              <span className="block font-semibold text-ink">
                {sessionWhen(slot.start, slot.end, zone)}
              </span>
              {hoursLabel(hours)} at {money(price * 100)}/hr, your time
            </>
          ) : (
            `Choose a day and a start time for your ${hoursLabel(hours)} session.`
          )}
        </p>
        <p className="text-sm text-ink-muted">
          Total{" "}
          <span className="font-serif text-2xl font-semibold text-ink tabular-nums">
            {money(price * hours * 100)}
          </span>
        </p>
      </div>
      <SessionMode
        modes={props.modes}
        city={props.city}
        value={mode}
        onChange={(chosen) => {
          setMode(chosen);
          setModeError(undefined);
        }}
        error={modeError}
      />
      {props.paidByCard ? null : <BookingTerms firstName={firstName} />}
      {viewer === null ? (
        <a
          href={loginHrefFor(path, choice)}
          className={buttonClasses("primary", "self-stretch sm:self-start")}
        >
          <LogIn aria-hidden size={18} />
          Log in to book
        </a>
      ) : (
        <>
          <TextareaField
            label={`Note for ${firstName} (optional)`}
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            placeholder="What would you like to explore?"
          />
          <Button
            onClick={book}
            disabled={!slot || busy || viewer === undefined}
            aria-busy={busy}
            className="self-stretch sm:self-start"
          >
            <CalendarCheck aria-hidden size={18} />
            {busy ? "Sending…" : "Book now"}
          </Button>
        </>
      )}
    </div>
  );
}
