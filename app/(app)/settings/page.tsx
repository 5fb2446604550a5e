import type { Metadata } from "next";
import { SettingsTabs } from "@/components/settings/settings-tabs";
import { parseTab } from "@/components/settings/tab-values";
import { oauthFailureFromQuery } from "@/lib/auth/oauth/messages";
import { isProviderId, PROVIDER_LABELS } from "@/lib/auth/oauth/providers";

export const metadata: Metadata = { title: "User Settings" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /settings: My profile, Password, Appearance, Notifications, Connected accounts and (for everyone
 * but superusers) Danger zone. Back from connecting Google or Facebook, `?connected=` or
 * `?oauth_error=` says how it went.
 */
export default async function SettingsPage({ searchParams }: Props) {
  const { tab, connected, oauth_error, provider, onboarding } = await searchParams;
  const failure = oauthFailureFromQuery(oauth_error, provider);
  const connectNotice = failure
    ? { ok: false, message: failure }
    : isProviderId(connected)
      ? {
          ok: true,
          message: `${PROVIDER_LABELS[connected]} is connected: you can sign in with it.`,
        }
      : null;
  return (
    <section className="flex flex-col gap-6">
      <h1 className="font-serif text-3xl font-semibold text-ink">User Settings</h1>
      <SettingsTabs
        initialTab={parseTab(tab)}
        connectNotice={connectNotice}
        payoutsLinkExpired={onboarding === "refresh"}
      />
    </section>
  );
}
