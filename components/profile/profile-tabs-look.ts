/**
 * What the profile's tab list is, shared by Radix Tabs (profile-tab-list.tsx) and the stand-in
 * drawn until its code has loaded (static-profile-tab-list.tsx), so the swap changes nothing on
 * screen nor for assistive technology: the same classes, the same ids, the same ARIA.
 */
export const TAB_LIST_CLASSES = "flex gap-6 overflow-x-auto border-b border-line sm:gap-10";

export const TAB_CLASSES =
  "relative min-h-11 shrink-0 px-1 pb-3 pt-2 text-base font-semibold text-ink-muted transition-colors hover:text-ink data-[state=active]:text-ink after:absolute after:inset-x-0 after:-bottom-px after:h-0.5 after:rounded-full after:bg-transparent data-[state=active]:after:bg-brand-600 sm:text-lg";

export type TabItem = { value: string; label: string };

/** A tab's id and its panel's (Radix's own pattern, from one base id the page renders). */
export const tabId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
export const panelId = (baseId: string, value: string) => `${baseId}-content-${value}`;

/** What either tab list is given: its tabs, the one shown, and what a choice calls. */
export type TabListProps = {
  label: string;
  tabs: readonly TabItem[];
  value: string;
  onValueChange: (value: string) => void;
  baseId: string;
};
