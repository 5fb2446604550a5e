"use client";
/**
 * The account's time zone as a text box that suggests every zone the browser knows (a datalist:
 * type "new york" or "Lisbon" to find it), checked by the API's own rule.
 */
import { type ComponentProps, useId, useMemo } from "react";
import { TextField } from "@/components/ui/field";
import { FALLBACK_TIME_ZONE } from "@/lib/time-zone";

function knownZones(current: string): string[] {
  const all =
    typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const zones = all.includes(FALLBACK_TIME_ZONE) ? all : [...all, FALLBACK_TIME_ZONE];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

type Props = Omit<ComponentProps<typeof TextField>, "label" | "list"> & { current: string };

export function TimeZoneField({ current, ...input }: Props) {
  const listId = useId();
  const zones = useMemo(() => knownZones(current), [current]);
  return (
    <>
      <TextField
        label="Time zone"
        autoComplete="off"
        spellCheck={false}
        hint="Emails and calendar invitations state your sessions' times in this zone."
        list={listId}
        {...input}
      />
      <datalist id={listId}>
        {zones.map((zone) => (
          <option key={zone} value={zone} label={zone.replaceAll("_", " ")} />
        ))}
      </datalist>
    </>
  );
}
