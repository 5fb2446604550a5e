"use client";
/**
 * A Seer's "Events": their events (drafts, published, cancelled), a new one written in place, and
 * for each: edit, publish, cancel, who comes and who waits, and "Email attendees".
 */
import Link from "next/link";
import { useState } from "react";
import useSWR from "swr";
import { ConfirmDialog } from "@/components/app/confirm-dialog";
import { ScreenHeading } from "@/components/app/screen-heading";
import { Button, buttonClasses } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { TextareaField } from "@/components/ui/textarea-field";
import { fetchJson } from "@/lib/client/fetcher";
import { sendJson } from "@/lib/client/request";
import { showError, showSuccess } from "@/lib/client/toasts";
import type { OwnEvent } from "@/lib/events/schema";
import { EventForm } from "./event-form";
import { eventWhen } from "./my-events-screen";

const KEY = "/api/v1/users/me/events";
type Attendee = {
  name: string;
  email: string;
  since: string;
  position?: number;
  hold_until?: string | null;
};

/** "Dec 3, 4:05 PM" in the host's own zone: until when a seat is held for someone paying. */
const heldUntil = (iso: string) =>
  new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(iso));

const STATUS_LOOK: Record<OwnEvent["status"], string> = {
  draft: "bg-muted text-ink",
  published: "bg-brand-50 text-brand-900",
  cancelled: "bg-muted text-ink-muted line-through",
};

export function HostEventsScreen() {
  const { data, error, mutate } = useSWR<{ data: OwnEvent[]; count: number }>(KEY, fetchJson);
  const [editing, setEditing] = useState<string | "new" | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeading
        title="Events"
        description="Circles and workshops you host: write a draft, publish it, see who comes."
        action={
          editing === "new" ? null : (
            <Button type="button" className="min-h-11" onClick={() => setEditing("new")}>
              New event
            </Button>
          )
        }
      />
      {editing === "new" ? (
        <EventForm
          onCancel={() => setEditing(null)}
          onSaved={async () => {
            showSuccess("Draft saved. Publish it when it is ready.");
            setEditing(null);
            await mutate();
          }}
        />
      ) : null}
      {error ? (
        <p className="rounded-xl border border-line p-4 text-ink">
          {error.message}{" "}
          <Link href="/listing" className="font-semibold text-accent underline">
            Your listing
          </Link>
        </p>
      ) : null}
      {!data && !error ? <p className="text-ink-muted">Loading…</p> : null}
      {data && data.count === 0 && editing !== "new" ? (
        <p className="rounded-2xl border border-dashed border-line p-8 text-center text-ink-muted">
          You host no events yet.
        </p>
      ) : null}
      <ul className="flex flex-col gap-4">
        {data?.data.map((event) => (
          <li key={event.slug} className="rounded-2xl border border-line bg-surface p-5">
            {editing === event.slug ? (
              <EventForm
                event={event}
                onCancel={() => setEditing(null)}
                onSaved={async () => {
                  showSuccess("Saved. Everyone with a seat gets the change.");
                  setEditing(null);
                  await mutate();
                }}
              />
            ) : (
              <HostedEvent
                event={event}
                onEdit={() => setEditing(event.slug)}
                refresh={() => mutate()}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function HostedEvent({
  event,
  onEdit,
  refresh,
}: {
  event: OwnEvent;
  onEdit: () => void;
  refresh: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const live = event.status !== "cancelled" && Date.parse(event.starts_at) > Date.now();
  const step = async (name: "publish" | "cancel") => {
    const result = await sendJson("POST", `${KEY}/${event.slug}/${name}`);
    if (!result.ok) showError(result.message);
    else showSuccess(name === "publish" ? "Published." : "Cancelled: everyone is told.");
    return result.ok;
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-serif text-lg font-semibold text-ink">{event.title}</h2>
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_LOOK[event.status]}`}
            >
              {event.status}
            </span>
          </div>
          <p className="text-sm text-ink-muted">
            {eventWhen(event.starts_at)} · {event.mode === "online" ? "Online" : event.city}
          </p>
          <p className="text-sm text-ink">
            {event.seated_count} of {event.capacity} seats taken · {event.waitlist_count} waiting
            {event.price_cents > 0
              ? ` · ${new Intl.NumberFormat("en-US", { style: "currency", currency: event.currency.toUpperCase() }).format(event.price_cents / 100)} a seat`
              : " · free"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {event.status !== "draft" ? (
            <Link href={`/events/${event.slug}`} className={buttonClasses("secondary", "min-h-11")}>
              View
            </Link>
          ) : null}
          {live ? (
            <Button type="button" variant="secondary" className="min-h-11" onClick={onEdit}>
              Edit
            </Button>
          ) : null}
          {event.status === "draft" && live ? (
            <Button
              type="button"
              className="min-h-11"
              onClick={async () => {
                if (await step("publish")) await refresh();
              }}
            >
              Publish
            </Button>
          ) : null}
          {live ? (
            <ConfirmDialog
              title="Cancel this event?"
              description={`Everyone with a seat or on the waitlist is told, and their invitation is withdrawn.${event.price_cents > 0 ? " Every paid seat is refunded in full." : ""}`}
              confirmLabel="Cancel the event"
              busyLabel="Cancelling…"
              trigger={
                <button type="button" className={buttonClasses("danger", "min-h-11")}>
                  Cancel event
                </button>
              }
              confirm={() => step("cancel")}
              afterConfirm={refresh}
            />
          ) : null}
          {event.status === "published" ? (
            <Button
              type="button"
              variant="ghost"
              className="min-h-11"
              aria-expanded={open}
              onClick={() => setOpen((o) => !o)}
            >
              {open ? "Hide attendees" : "Attendees"}
            </Button>
          ) : null}
        </div>
      </div>
      {open ? <Attendees slug={event.slug} /> : null}
    </div>
  );
}

function Attendees({ slug }: { slug: string }) {
  const { data } = useSWR<{ seated: Attendee[]; waitlist: Attendee[]; paying: Attendee[] }>(
    `${KEY}/${slug}/attendees`,
    fetchJson,
  );
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [busy, setBusy] = useState(false);
  if (!data) return <p className="text-ink-muted">Loading…</p>;
  return (
    <div className="grid gap-6 border-t border-line pt-4 lg:grid-cols-2">
      <div className="flex flex-col gap-4">
        <section aria-label="Seated">
          <h3 className="mb-2 font-semibold text-ink">Seated ({data.seated.length})</h3>
          <ol className="flex flex-col gap-1 text-sm text-ink">
            {data.seated.map((person) => (
              <li key={person.email} className="break-all">
                {person.name} · <span className="text-ink-muted">{person.email}</span>
              </li>
            ))}
          </ol>
        </section>
        {data.paying.length > 0 ? (
          <section aria-label="Paying">
            <h3 className="mb-2 font-semibold text-ink">Paying ({data.paying.length})</h3>
            <ol className="flex flex-col gap-1 text-sm text-ink">
              {data.paying.map((person) => (
                <li key={person.email} className="break-all">
                  {person.name} · <span className="text-ink-muted">{person.email}</span>
                  <span className="block text-ink-muted">
                    Paying…
                    {person.hold_until ? ` seat held until ${heldUntil(person.hold_until)}` : ""}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        <section aria-label="Waitlist">
          <h3 className="mb-2 font-semibold text-ink">Waitlist ({data.waitlist.length})</h3>
          <ol className="flex flex-col gap-1 text-sm text-ink">
            {data.waitlist.map((person) => (
              <li key={person.email} className="break-all">
                {person.position}. {person.name} ·{" "}
                <span className="text-ink-muted">{person.email}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <form
        aria-label="Email attendees"
        className="flex flex-col gap-3"
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          const result = await sendJson<{ recipients: number }>("POST", `${KEY}/${slug}/message`, {
            subject,
            body,
          });
          setBusy(false);
          if (!result.ok) return showError(result.message);
          showSuccess(`Sent to ${result.data.recipients} people.`);
          setSubject("");
          setBody("");
        }}
      >
        <h3 className="font-semibold text-ink">Email attendees</h3>
        <TextField label="Subject" value={subject} onChange={(e) => setSubject(e.target.value)} />
        <TextareaField
          label="Message"
          rows={4}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
        <Button type="submit" disabled={busy} className="min-h-11 self-start">
          {busy ? "Sending…" : "Send to everyone seated"}
        </Button>
      </form>
    </div>
  );
}
