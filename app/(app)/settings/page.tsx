import type { Metadata } from "next";
import { SettingsTabs } from "@/components/settings/settings-tabs";
import { parseTab } from "@/components/settings/tab-values";

export const metadata: Metadata = { title: "User Settings" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /settings: My profile, Password, Appearance and (for everyone but superusers) Danger zone. */
export default async function SettingsPage({ searchParams }: Props) {
  const { tab } = await searchParams;
  return (
    <section className="flex flex-col gap-6">
      <h1 className="font-serif text-3xl font-semibold text-ink">User Settings</h1>
      <SettingsTabs initialTab={parseTab(tab)} />
    </section>
  );
}
