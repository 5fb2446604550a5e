/** The settings tabs and their ?tab= values; shared by the page (server) and the tabs (client). */
const SETTINGS_TABS = [
  { value: "profile", label: "My profile" },
  { value: "password", label: "Password" },
  { value: "appearance", label: "Appearance" },
  { value: "notifications", label: "Notifications" },
  { value: "connected", label: "Connected accounts" },
  { value: "calendars", label: "Calendars" },
  { value: "payouts", label: "Payouts" },
  { value: "danger", label: "Danger zone" },
] as const;

export type SettingsTab = (typeof SETTINGS_TABS)[number]["value"];

export const DEFAULT_TAB: SettingsTab = "profile";

/** A ?tab= value as a tab; anything unknown (or repeated) falls back to My profile. */
export function parseTab(value: unknown): SettingsTab {
  const found = SETTINGS_TABS.find((tab) => tab.value === value);
  return found ? found.value : DEFAULT_TAB;
}

/**
 * Superusers cannot delete themselves, so they get no Danger zone; Payouts is for Seers, and only
 * when sessions are paid by card (lib/payments).
 */
export function tabsFor(isSuperuser: boolean, { payouts = false }: { payouts?: boolean } = {}) {
  return SETTINGS_TABS.filter(
    (tab) => (tab.value !== "danger" || !isSuperuser) && (tab.value !== "payouts" || payouts),
  );
}
