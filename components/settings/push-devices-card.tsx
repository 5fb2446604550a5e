"use client";
/**
 * Notifications on this device (issue 39): **Notify me on this device** asks the browser's
 * permission only when pressed, then subscribes it; each device that notifies the person is
 * listed (its browser, when it was added) with **Remove**.
 */
import { useEffect, useId, useState } from "react";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { fetchJson } from "@/lib/client/fetcher";
import {
  forgetThisDevice,
  PUSH_DEVICES_URL,
  type PushState,
  pushState,
  subscribeThisDevice,
  thisDeviceId,
} from "@/lib/client/push";
import { sendJson } from "@/lib/client/request";
import { showError, showSuccess } from "@/lib/client/toasts";
import { browserName } from "@/lib/push/browser-name";
import type { PushDevice } from "@/lib/push/schema";
import { SettingsCard } from "./settings-card";

type Devices = { data: PushDevice[]; count: number };

const addedOn = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }).format(new Date(iso));

/** What the browser allows, in plain words (null: nothing to say). */
function stateNote(state: PushState | null): string | null {
  if (state === "unsupported") {
    return "This browser cannot show notifications. On an iPhone or iPad, add the site to your Home Screen first.";
  }
  if (state === "denied") {
    return "Notifications are blocked for this site. Allow them in your browser's site settings, then press the button again.";
  }
  return null;
}

export function PushDevicesCard() {
  const titleId = useId();
  const { data, mutate } = useSWR<Devices>(PUSH_DEVICES_URL, fetchJson);
  // Read after mount: the server cannot know this browser.
  const [state, setState] = useState<PushState | null>(null);
  const [mine, setMine] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void pushState().then(setState);
    setMine(thisDeviceId());
  }, []);

  async function notifyHere() {
    setBusy(true);
    const result = await subscribeThisDevice();
    setBusy(false);
    setState(await pushState());
    setMine(thisDeviceId());
    if (!result.ok) return showError(result.message);
    await mutate();
    showSuccess("This device will notify you.");
  }

  // Undone by adding it again: no confirmation asked.
  async function remove(id: string) {
    const result = await sendJson("DELETE", `${PUSH_DEVICES_URL}/${id}`);
    if (!result.ok && result.status !== 404) return showError(result.message);
    if (id === mine) {
      await forgetThisDevice();
      setMine(null);
    }
    await mutate();
    showSuccess("The device is removed.");
  }

  const note = stateNote(state);
  return (
    <SettingsCard
      title="Notifications on your devices"
      titleId={titleId}
      description="A notification on your phone or computer when something happens: a booking request or answer, a message, an incoming reading. The same choices as for emails apply."
    >
      {note ? (
        <p className="rounded-lg border border-line bg-muted px-3 py-2 text-sm text-ink">{note}</p>
      ) : null}
      <div>
        <Button
          onClick={() => void notifyHere()}
          disabled={busy || state === null || state === "unsupported"}
        >
          {busy ? "Asking…" : "Notify me on this device"}
        </Button>
      </div>
      {data && data.count > 0 ? (
        <ul aria-labelledby={titleId} className="flex flex-col divide-y divide-line">
          {data.data.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-ink">
                  {browserName(device.user_agent)}
                  {device.id === mine ? (
                    <span className="font-normal text-ink-muted"> · this device</span>
                  ) : null}
                </p>
                <p className="text-sm text-ink-muted">Added {addedOn(device.created_at)}</p>
              </div>
              <Button
                variant="secondary"
                aria-label={`Remove ${browserName(device.user_agent)}`}
                onClick={() => void remove(device.id)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : data ? (
        <p className="text-sm text-ink-muted">No device notifies you yet.</p>
      ) : null}
    </SettingsCard>
  );
}
