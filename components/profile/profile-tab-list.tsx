"use client";
/**
 * The profile's tab list as Radix Tabs (roving focus, arrow keys, activation on focus), loaded when
 * the visitor is about to use it (profile-tabs.tsx): a coach's page does not carry it at first.
 * Radix's root is the list itself (asChild): the panels belong to profile-tabs.tsx, outside what
 * is swapped, with the ids Radix would give them.
 */
import * as Tabs from "@radix-ui/react-tabs";
import {
  panelId,
  TAB_CLASSES,
  TAB_LIST_CLASSES,
  type TabListProps,
  tabId,
} from "./profile-tabs-look";

export function ProfileTabList({ label, tabs, value, onValueChange, baseId }: TabListProps) {
  return (
    <Tabs.Root asChild value={value} onValueChange={onValueChange}>
      <Tabs.List aria-label={label} className={TAB_LIST_CLASSES}>
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            id={tabId(baseId, tab.value)}
            aria-controls={panelId(baseId, tab.value)}
            className={TAB_CLASSES}
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}
