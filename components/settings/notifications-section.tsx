"use client";
/** Notifications: message emails on or off (saved at once); booking emails always go. */
import { useId, useState } from "react";
import useSWR from "swr";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { fetchJson } from "@/lib/client/fetcher";
import { sendJson } from "@/lib/client/request";
import { showError, showSuccess } from "@/lib/client/toasts";
import type { NotificationSettings } from "@/lib/users/notifications-schema";
import { SettingsCard } from "./settings-card";

const URL = "/api/v1/users/me/notifications";

export function NotificationsSection() {
  const titleId = useId();
  const { data, mutate } = useSWR<NotificationSettings>(URL, fetchJson);
  const [busy, setBusy] = useState(false);

  // The box follows the click at once; a refused change puts it back and says why.
  async function toggle(messageEmails: boolean) {
    const before = data;
    setBusy(true);
    await mutate({ message_emails: messageEmails }, { revalidate: false });
    const result = await sendJson<NotificationSettings>("PUT", URL, {
      message_emails: messageEmails,
    });
    setBusy(false);
    if (!result.ok) {
      await mutate(before, { revalidate: false });
      return showError(result.message);
    }
    await mutate(result.data, { revalidate: false });
    showSuccess(messageEmails ? "Message emails are on." : "Message emails are off.");
  }

  return (
    <SettingsCard
      title="Notifications"
      titleId={titleId}
      description="Emails about your bookings always come. Messages can come by email too (and as notifications on your devices)."
    >
      <CheckboxField
        label="Email me when a message waits unread for a few minutes, and notify my devices of new messages"
        checked={data?.message_emails ?? false}
        disabled={!data || busy}
        onChange={(event) => void toggle(event.target.checked)}
      />
    </SettingsCard>
  );
}
