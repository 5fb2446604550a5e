"use client";
/**
 * A Seer's connected calendars: each connection's state (ok, or the error in plain words), when it
 * was last read (in the viewer's zone), its calendars with "makes me busy" boxes and the one to
 * write sessions into, and Disconnect; then the form to connect another.
 */
import { useId, useState } from "react";
import useSWR from "swr";
import { ConfirmDialog } from "@/components/app/confirm-dialog";
import { useCurrentUser } from "@/components/app/session-provider";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { SelectField } from "@/components/ui/select-field";
import type { CalendarConnection } from "@/lib/calendars/schema";
import { fetchJson } from "@/lib/client/fetcher";
import { sendJson } from "@/lib/client/request";
import { showError, showSuccess } from "@/lib/client/toasts";
import { CalendarConnectForm } from "./calendar-connect-form";
import { SettingsCard } from "./settings-card";

export const CALENDARS_URL = "/api/v1/users/me/calendars";

type Connections = { data: CalendarConnection[]; count: number };

function readAt(at: string | null, zone: string | null): string {
  if (!at) return "Not read yet";
  const when = new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: zone ?? undefined,
  }).format(new Date(at));
  return `Last read ${when}`;
}

function ConnectionItem({
  connection,
  onChanged,
}: {
  connection: CalendarConnection;
  onChanged: () => Promise<unknown>;
}) {
  const user = useCurrentUser();
  const [saving, setSaving] = useState(false);
  const path = `${CALENDARS_URL}/${connection.id}`;
  const title = connection.kind === "caldav" ? connection.url : `iCal address at ${connection.url}`;

  async function patch(body: object) {
    setSaving(true);
    const result = await sendJson("PATCH", path, body);
    setSaving(false);
    if (!result.ok) return showError(result.message);
    await onChanged();
  }

  async function disconnect() {
    const result = await sendJson("DELETE", path);
    if (!result.ok) {
      showError(result.message);
      return false;
    }
    showSuccess("The calendar is disconnected.");
    return true;
  }

  const writable = connection.kind === "caldav";
  return (
    <li className="flex flex-col gap-3 py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold break-all text-ink">{title}</p>
          {connection.username ? (
            <p className="text-sm break-all text-ink-muted">{connection.username}</p>
          ) : null}
          <p className="text-sm text-ink-muted">
            {connection.status === "ok" ? (
              <span className="font-medium text-ink">Working</span>
            ) : (
              <span className="font-medium text-danger-text">
                Error: {connection.error ?? "it could not be read"}
              </span>
            )}
            {" · "}
            {readAt(connection.last_synced_at, user.timezone)}
          </p>
        </div>
        <ConfirmDialog
          title="Disconnect this calendar?"
          description="Its busy times stop counting at once. Sessions already written into it stay there."
          trigger={<Button variant="secondary">Disconnect</Button>}
          confirm={disconnect}
          afterConfirm={onChanged}
          confirmLabel="Disconnect"
          busyLabel="Disconnecting…"
        />
      </div>
      {connection.calendars.length > 0 ? (
        <fieldset className="flex flex-col gap-2" disabled={saving}>
          <legend className="mb-1.5 text-sm font-medium text-ink-muted">Makes me busy</legend>
          {connection.calendars.map((calendar) => (
            <CheckboxField
              key={calendar.url}
              label={calendar.name}
              checked={calendar.busy}
              onChange={(event) =>
                void patch({
                  calendars: [{ url: calendar.url, busy: event.currentTarget.checked }],
                })
              }
            />
          ))}
        </fieldset>
      ) : null}
      {writable ? (
        <SelectField
          label="Write sessions into"
          value={connection.write_to ?? ""}
          disabled={saving}
          options={[
            { value: "", label: "None" },
            ...connection.calendars.map((calendar) => ({
              value: calendar.url,
              label: calendar.name,
            })),
          ]}
          onChange={(event) => void patch({ write_to: event.currentTarget.value || null })}
        />
      ) : null}
    </li>
  );
}

export function CalendarConnectionsCard() {
  const titleId = useId();
  const { data, mutate } = useSWR<Connections>(CALENDARS_URL, fetchJson);
  return (
    <SettingsCard
      title="Connected calendars"
      titleId={titleId}
      description="The times your own calendars are busy are left out of your free times, and accepted sessions are written into the calendar you choose."
    >
      {data && data.count > 0 ? (
        <ul aria-labelledby={titleId} className="flex flex-col divide-y divide-line">
          {data.data.map((connection) => (
            <ConnectionItem key={connection.id} connection={connection} onChanged={mutate} />
          ))}
        </ul>
      ) : data ? (
        <p className="text-sm text-ink-muted">No calendar is connected yet.</p>
      ) : null}
      <h3 className="font-serif text-lg font-semibold text-ink">Connect a calendar</h3>
      <CalendarConnectForm endpoint={CALENDARS_URL} onConnected={mutate} />
    </SettingsCard>
  );
}
