"use client";
/**
 * The settings tabs (Radix: arrow keys move between them). The open tab is kept in ?tab= so a
 * reload or a shared link opens it again; the URL is replaced, not pushed, so Back leaves the page.
 */
import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { useCurrentUser } from "@/components/app/session-provider";
import { usePaymentsTerms } from "@/lib/client/payments";
import { cn } from "@/lib/cn";
import { AppearanceSection } from "./appearance-section";
import { CalendarsSection } from "./calendars-section";
import { ConnectedAccountsSection } from "./connected-accounts-section";
import { DangerZoneSection } from "./danger-zone-section";
import { NotificationsSection } from "./notifications-section";
import { PasswordSection } from "./password-section";
import { PayoutsSection } from "./payouts-section";
import { ProfileSection } from "./profile-section";
import { PushDevicesCard } from "./push-devices-card";
import { DEFAULT_TAB, parseTab, type SettingsTab, tabsFor } from "./tab-values";

type Props = {
  initialTab: SettingsTab;
  /** Back from Stripe with an onboarding link that had expired (Payouts says so). */
  payoutsLinkExpired?: boolean;
  /** What the last round trip with Google or Facebook did (Connected accounts says it). */
  connectNotice?: { ok: boolean; message: string } | null;
};

export function SettingsTabs({
  initialTab,
  connectNotice = null,
  payoutsLinkExpired = false,
}: Props) {
  const user = useCurrentUser();
  const payouts = usePaymentsTerms().enabled && user.type === 1;
  const tabs = tabsFor(user.is_superuser, { payouts });
  const [chosen, setChosen] = useState<SettingsTab>(initialTab);
  // ?tab=danger for a superuser (or a tab that went away) opens My profile instead.
  const current = tabs.some((tab) => tab.value === chosen) ? chosen : DEFAULT_TAB;

  function choose(value: string) {
    const tab = parseTab(value);
    setChosen(tab);
    const url = new URL(window.location.href);
    if (tab === DEFAULT_TAB) url.searchParams.delete("tab");
    else url.searchParams.set("tab", tab);
    // Next.js keeps useSearchParams in step with native history calls.
    window.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
  }

  return (
    <Tabs.Root value={current} onValueChange={choose} className="flex flex-col gap-6">
      {/*
        A segmented control: a grid two across on phones, so no tab hides off-screen; an odd last
        tab takes the whole row. Three across left "Connected accounts" wider than its third at
        375 px (a Seer's eight tabs with Payouts, a superuser's six).
      */}
      <Tabs.List
        aria-label="Settings"
        className="grid grid-cols-2 gap-1 self-start rounded-xl border border-line bg-muted p-1 max-sm:w-full sm:flex"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className={cn(
              "flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-medium whitespace-nowrap text-ink-muted transition-colors odd:last:col-span-2 hover:bg-surface/60 hover:text-ink sm:px-4",
              "data-[state=active]:bg-surface data-[state=active]:shadow-sm dark:data-[state=active]:bg-brand-900",
              tab.value === "danger"
                ? "data-[state=active]:text-danger-text"
                : "data-[state=active]:text-ink",
            )}
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="profile">
        <ProfileSection />
      </Tabs.Content>
      <Tabs.Content value="password">
        <PasswordSection />
      </Tabs.Content>
      <Tabs.Content value="appearance">
        <AppearanceSection />
      </Tabs.Content>
      <Tabs.Content value="notifications">
        <div className="flex flex-col gap-6">
          <NotificationsSection />
          <PushDevicesCard />
        </div>
      </Tabs.Content>
      <Tabs.Content value="connected">
        <ConnectedAccountsSection notice={connectNotice} />
      </Tabs.Content>
      <Tabs.Content value="calendars">
        <CalendarsSection />
      </Tabs.Content>
      {payouts ? (
        <Tabs.Content value="payouts">
          <PayoutsSection linkExpired={payoutsLinkExpired} />
        </Tabs.Content>
      ) : null}
      {user.is_superuser ? null : (
        <Tabs.Content value="danger">
          <DangerZoneSection />
        </Tabs.Content>
      )}
    </Tabs.Root>
  );
}
