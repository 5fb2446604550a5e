"use client";
/**
 * The Available now switch in a menu, for a Seer who has set up readings (a price per minute):
 * the account menus (a list item, `as="li"`) and the phone menus.
 */
import { AvailableSwitch } from "./available-switch";
import { useReadingSettings } from "./use-reading-settings";

export function ReadingsMenuSwitch({ seer, as = "div" }: { seer: boolean; as?: "li" | "div" }) {
  const { data } = useReadingSettings(seer);
  if (!seer || data?.price_per_minute_cents == null) return null;
  const Tag = as;
  return (
    <Tag className={as === "li" ? "border-b border-line" : undefined}>
      <AvailableSwitch compact />
    </Tag>
  );
}
