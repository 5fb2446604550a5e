"use client";
/**
 * Your calendar feed: a private address any calendar app can subscribe to (accepted sessions and
 * event seats), as a `webcal://` link, with a copy button and a reset that ends the old address.
 */
import { useId, useState } from "react";
import useSWR from "swr";
import { ConfirmDialog } from "@/components/app/confirm-dialog";
import { Button, buttonClasses } from "@/components/ui/button";
import { fetchJson } from "@/lib/client/fetcher";
import { sendJson } from "@/lib/client/request";
import { showError, showSuccess } from "@/lib/client/toasts";
import { SettingsCard } from "./settings-card";

export const CALENDAR_FEED_URL = "/api/v1/users/me/calendar-feed";

type Feed = { url: string };

/** The same address for calendar apps: `webcal://` opens the subscription dialog. */
const webcalOf = (url: string) => url.replace(/^https?:\/\//, "webcal://");

export function CalendarFeedCard() {
  const titleId = useId();
  const addressId = useId();
  const { data, mutate } = useSWR<Feed>(CALENDAR_FEED_URL, fetchJson);
  const [copied, setCopied] = useState(false);

  async function copy() {
    if (!data) return;
    try {
      await navigator.clipboard.writeText(data.url);
      setCopied(true);
      showSuccess("The address is copied.", "Copied");
    } catch {
      showError("Could not copy: select the address and copy it.");
    }
  }

  async function reset() {
    const result = await sendJson<Feed>("POST", `${CALENDAR_FEED_URL}/rotate`);
    if (!result.ok) {
      showError(result.message);
      return false;
    }
    await mutate(result.data, { revalidate: false });
    setCopied(false);
    showSuccess("Your calendar has a new address: subscribe to it again.");
    return true;
  }

  return (
    <SettingsCard
      title="Your calendar feed"
      titleId={titleId}
      description="Your accepted sessions and event seats, kept up to date in any calendar app (Apple Calendar, Google Calendar, Outlook). Keep the address private: anyone who has it can read your sessions."
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={addressId} className="text-sm font-medium text-ink-muted">
          Private address
        </label>
        <input
          id={addressId}
          readOnly
          value={data?.url ?? ""}
          placeholder="Loading…"
          onFocus={(event) => event.currentTarget.select()}
          className="block min-h-11 w-full rounded-lg border border-line bg-muted px-3 font-mono text-sm text-ink"
        />
      </div>
      <div className="flex flex-wrap gap-3">
        {data ? (
          <a href={webcalOf(data.url)} className={buttonClasses("primary")}>
            Subscribe
          </a>
        ) : null}
        <Button variant="secondary" onClick={() => void copy()} disabled={!data}>
          {copied ? "Copied" : "Copy the address"}
        </Button>
        <ConfirmDialog
          title="Reset the address?"
          description="Calendars subscribed to the current address stop receiving your sessions at once. You then subscribe again with the new address."
          trigger={
            <Button variant="secondary" disabled={!data}>
              Reset the address
            </Button>
          }
          confirm={reset}
          confirmLabel="Reset"
          busyLabel="Resetting…"
        />
      </div>
    </SettingsCard>
  );
}
