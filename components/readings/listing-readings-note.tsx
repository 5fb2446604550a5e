"use client";
/**
 * The listing editor's line on readings: the price per minute lives on the dashboard's readings
 * card, so the editor says what it is (and what the Seer receives of it) and points there.
 */
import Link from "next/link";
import { usePaymentsTerms } from "@/lib/client/payments";
import { perMinuteAfterFee } from "./price-terms";
import { useReadingSettings } from "./use-reading-settings";

export function ListingReadingsNote() {
  const { data } = useReadingSettings();
  const terms = usePaymentsTerms();
  const price = data?.price_per_minute_cents ?? null;
  return (
    <p className="rounded-xl bg-muted px-4 py-3 text-sm text-ink-muted">
      <span className="font-medium text-ink">Readings now, by the minute: </span>
      {price === null
        ? "set your price per minute and turn readings on from "
        : `${perMinuteAfterFee(price, terms)}. Change it or turn readings on or off from `}
      <Link
        href="/dashboard#readings"
        className="font-medium text-accent underline underline-offset-4"
      >
        your dashboard
      </Link>
      .
    </p>
  );
}
