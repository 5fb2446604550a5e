"use client";
/** The Available now switch in a menu, for a Seer who has set up readings (a price per minute). */
import { AvailableSwitch } from "./available-switch";
import { useReadingSettings } from "./use-reading-settings";

export function ReadingsMenuSwitch({ seer }: { seer: boolean }) {
  const { data } = useReadingSettings(seer);
  if (!seer || data?.price_per_minute_cents == null) return null;
  return <AvailableSwitch compact />;
}
