"use client";
/**
 * A Seer's incoming reading, on whatever signed-in page they are: their live stream names the
 * booking (`{type: "reading", booking_id}`) when a seeker's call starts ringing and when it ends;
 * the booking is fetched, and while it rings a dialog shows who calls (first name), the maximum and
 * the price, the time left, Accept (into the room) and Decline, with a ring they can turn off.
 * It closes itself when the ring ends. On arrival (and after a lost stream) it asks whether a
 * reading is ringing already, so a reload does not lose the call.
 */
import { Bell, BellOff, PhoneCall } from "lucide-react";
import { usePathname, useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import type { Booking } from "@/components/booking/booking-types";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { fetchJson } from "@/lib/client/fetcher";
import { useLiveEvents } from "@/lib/client/live";
import { perMinuteLabel, readingAmountLabel } from "@/lib/readings/rules";
import { type ReadingMove, useReadingMove } from "./reading-actions";
import { asReading, clockLabel, firstNameOf, type ReadingBooking } from "./reading-types";
import { rememberRingSound, ringSoundWanted, startRing } from "./ring-tone";
import { useServerClock } from "./use-server-clock";

const RINGING_KEY = "/api/v1/bookings/?as=seer&status=ringing&limit=1";

export function IncomingReading() {
  const [reading, setReading] = useState<ReadingBooking | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);

  const load = useCallback(async (id: string) => {
    const booking = await fetchJson<Booking>(`/api/v1/bookings/${id}`).catch(() => null);
    const found = booking ? asReading(booking) : null;
    setReading((shown) => {
      if (found?.status === "ringing") return found;
      // Anything else about the one shown (answered, cancelled, missed) closes it.
      return shown && shown.id === id ? null : shown;
    });
  }, []);

  const lookForRinging = useCallback(async () => {
    const list = await fetchJson<{ data: Booking[] }>(RINGING_KEY).catch(() => null);
    const ringing = list?.data.map(asReading).find((r) => r?.status === "ringing");
    if (ringing) setReading(ringing);
  }, []);

  useEffect(() => {
    void lookForRinging();
  }, [lookForRinging]);

  useLiveEvents((event) => {
    if (event.type === "resync") return void lookForRinging();
    if (
      event.type === "reading" ||
      (event.type === "booking" && event.booking_id === reading?.id)
    ) {
      void load(event.booking_id);
    }
  });

  const pathname = usePathname();
  // The reading's own page shows the call already.
  const onItsPage = reading ? pathname.startsWith(`/bookings/${reading.id}`) : false;
  if (!reading || dismissed === reading.id || onItsPage) return null;
  return (
    <RingingDialog
      key={reading.id}
      reading={reading}
      onClose={() => setReading(null)}
      onDismiss={() => setDismissed(reading.id)}
    />
  );
}

type DialogProps = { reading: ReadingBooking; onClose: () => void; onDismiss: () => void };

function RingingDialog({ reading, onClose, onDismiss }: DialogProps) {
  const router = useRouter();
  const move = useReadingMove();
  const now = useServerClock();
  const [sound, setSound] = useState(ringSoundWanted);
  const [busy, setBusy] = useState<ReadingMove | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { max_minutes: max, price_per_minute_cents: price, ring_until } = reading.reading;
  const left = ring_until ? Date.parse(ring_until) - now : 0;
  const over = left <= 0;

  useEffect(() => {
    if (over) onClose();
  }, [over, onClose]);
  useEffect(() => (sound ? startRing() : undefined), [sound]);

  async function act(which: ReadingMove) {
    setBusy(which);
    setProblem(null);
    const result = await move(reading.id, which);
    setBusy(null);
    if (!result.ok) return setProblem(result.message);
    onClose();
    if (which === "accept") router.push(`/bookings/${reading.id}/room`);
  }

  function toggleSound() {
    rememberRingSound(!sound);
    setSound(!sound);
  }

  const seeker = firstNameOf(reading.seeker_name);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      title="Incoming reading"
      description={`${seeker} wants a reading now.`}
    >
      <div className="flex flex-col gap-4">
        <p className="flex items-center gap-3 text-ink">
          <PhoneCall aria-hidden size={22} className="animate-pulse text-accent" />
          <span
            role="timer"
            aria-label="Time left to answer"
            className="font-serif text-3xl tabular-nums"
          >
            {clockLabel(left)}
          </span>
        </p>
        <p className="text-sm text-ink-muted">
          Up to {max} minutes at {perMinuteLabel(price)} (at most {readingAmountLabel(price * max)}
          ). The meter starts once you are both in the room.
        </p>
        <FormAlert message={problem} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Button variant="secondary" onClick={toggleSound} aria-pressed={sound}>
            {sound ? <Bell aria-hidden size={18} /> : <BellOff aria-hidden size={18} />}
            Ring sound
          </Button>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Button
              variant="secondary"
              onClick={() => void act("decline")}
              disabled={busy !== null}
            >
              {busy === "decline" ? "Declining…" : "Decline"}
            </Button>
            <Button onClick={() => void act("accept")} disabled={busy !== null}>
              <PhoneCall aria-hidden size={18} />
              {busy === "accept" ? "Accepting…" : "Accept"}
            </Button>
          </div>
        </div>
      </div>
    </Dialog>
  );
}
