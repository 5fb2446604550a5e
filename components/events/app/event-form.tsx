"use client";
/**
 * A Seer's event, written or changed: every field the API takes, times in the browser's zone
 * (the zone the event is stated in), each 422 shown beside its field.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { SelectField } from "@/components/ui/select-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { CATEGORIES } from "@/data/categories";
import { usePaymentsTerms } from "@/lib/client/payments";
import { messageFromDetail } from "@/lib/client/request";
import { browserTimeZone } from "@/lib/client/time-zone";
import type { OwnEvent } from "@/lib/events/schema";
import { type CoverChoice, CoverPicker, coverFileProblem, saveCover } from "./cover-picker";

type Values = {
  title: string;
  description: string;
  category: string;
  starts_at: string;
  ends_at: string;
  mode: "online" | "in_person";
  video_url: string;
  address: string;
  city: string;
  capacity: string;
  /** Dollars per seat; 0 or empty: free. */
  price: string;
  rsvp_deadline: string;
};

/** An instant as a datetime-local value in the browser's zone, and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return "";
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

function initial(event?: OwnEvent): Values {
  return {
    title: event?.title ?? "",
    description: event?.description ?? "",
    category: event?.category ?? CATEGORIES[0]?.slug ?? "astrology",
    starts_at: toLocalInput(event?.starts_at ?? null),
    ends_at: toLocalInput(event?.ends_at ?? null),
    mode: event?.mode ?? "online",
    video_url: event?.video_url ?? "",
    address: event?.address ?? "",
    city: event?.city ?? "",
    capacity: String(event?.capacity ?? 12),
    price: event?.price_cents ? String(event.price_cents / 100) : "0",
    rsvp_deadline: toLocalInput(event?.rsvp_deadline ?? null),
  };
}

type Detail = { loc?: (string | number)[]; msg?: string };

export function EventForm({
  event,
  onSaved,
  onCancel,
}: {
  event?: OwnEvent;
  onSaved: (saved: OwnEvent) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Values>(() => initial(event));
  // A price only when card payments are on (paid seats go through Stripe's Checkout).
  const payments = usePaymentsTerms();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [cover, setCover] = useState<CoverChoice>({ kind: "keep" });
  // A new event saved whose cover was then refused: saving again changes it instead of a twin.
  const [created, setCreated] = useState<OwnEvent | undefined>(undefined);
  const target = event ?? created;
  const set = (name: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setAlert(null);
    const coverProblem = cover.kind === "upload" ? coverFileProblem(cover.file) : null;
    if (coverProblem) {
      setErrors({ cover: coverProblem });
      setAlert("Some fields need another look.");
      return;
    }
    setBusy(true);
    const body = {
      title: values.title,
      description: values.description,
      category: values.category,
      starts_at: fromLocalInput(values.starts_at) ?? "",
      ends_at: fromLocalInput(values.ends_at) ?? "",
      timezone: browserTimeZone() ?? "UTC",
      mode: values.mode,
      ...(values.mode === "online"
        ? { video_url: values.video_url || null }
        : { address: values.address || null, city: values.city || null }),
      capacity: Number(values.capacity),
      ...(payments.enabled ? { price_cents: Math.round(Number(values.price || 0) * 100) } : {}),
      rsvp_deadline: fromLocalInput(values.rsvp_deadline),
    };
    const result = await send(target, body);
    if (!result.ok) {
      setBusy(false);
      setErrors(result.fields);
      setAlert(result.message);
      return;
    }
    // The fields are saved; the cover goes next, through the photo pipeline.
    const covered = await saveCover(result.data.slug, cover);
    setBusy(false);
    if (!covered.ok) {
      setCreated(result.data);
      setErrors({ cover: covered.message });
      setAlert("The event is saved, but its cover was refused: choose another photo.");
      return;
    }
    setErrors({});
    onSaved(covered.data ?? result.data);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={event ? `Edit ${event.title}` : "New event"}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5"
    >
      <FormAlert message={alert} />
      <CoverPicker
        event={target}
        choice={cover}
        onChoice={(choice) => {
          setCover(choice);
          setErrors(({ cover: _, ...rest }) => rest);
        }}
        error={errors.cover}
      />
      <TextField label="Title" value={values.title} onChange={set("title")} error={errors.title} />
      <TextareaField
        label="Description"
        rows={5}
        value={values.description}
        onChange={set("description")}
        error={errors.description}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Category"
          value={values.category}
          onChange={set("category")}
          options={CATEGORIES.map((c) => ({ value: c.slug, label: c.name }))}
          error={errors.category}
        />
        <TextField
          label="Seats"
          type="number"
          min={2}
          max={500}
          value={values.capacity}
          onChange={set("capacity")}
          error={errors.capacity}
        />
        {payments.enabled ? (
          <TextField
            label={`Price per seat (${payments.currency}, 0 for free)`}
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            value={values.price}
            onChange={set("price")}
            error={errors.price_cents}
          />
        ) : null}
        <TextField
          label="Starts"
          type="datetime-local"
          value={values.starts_at}
          onChange={set("starts_at")}
          error={errors.starts_at}
        />
        <TextField
          label="Ends"
          type="datetime-local"
          value={values.ends_at}
          onChange={set("ends_at")}
          error={errors.ends_at}
        />
        <SelectField
          label="Where"
          value={values.mode}
          onChange={set("mode")}
          options={[
            { value: "online", label: "Online" },
            { value: "in_person", label: "In person" },
          ]}
          error={errors.mode}
        />
        <TextField
          label="RSVP by (optional)"
          type="datetime-local"
          value={values.rsvp_deadline}
          onChange={set("rsvp_deadline")}
          error={errors.rsvp_deadline}
        />
      </div>
      {values.mode === "online" ? (
        <TextField
          label="Video link (only people with a seat see it)"
          type="url"
          value={values.video_url}
          onChange={set("video_url")}
          error={errors.video_url}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Street address (only people with a seat see it)"
            value={values.address}
            onChange={set("address")}
            error={errors.address}
          />
          <TextField
            label="City (shown publicly)"
            value={values.city}
            onChange={set("city")}
            error={errors.city}
          />
        </div>
      )}
      <p className="text-sm text-ink-muted">
        {payments.enabled
          ? `A paid seat is paid by card when it is taken; you receive it less the ${payments.fee_percent}% fee a day after the event. Seats given back at least 24 hours before the start, and every seat if you cancel, are refunded in full.`
          : "Every event is free for now."}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy} className="min-h-11">
          {busy ? "Saving…" : event ? "Save changes" : "Save draft"}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} className="min-h-11">
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Sends the event; on a refusal, each field's message (a 422 names every bad field). */
async function send(
  event: OwnEvent | undefined,
  body: unknown,
): Promise<
  { ok: true; data: OwnEvent } | { ok: false; message: string; fields: Record<string, string> }
> {
  try {
    const res = await fetch(
      event ? `/api/v1/users/me/events/${event.slug}` : "/api/v1/users/me/events",
      {
        method: event ? "PATCH" : "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
        credentials: "same-origin",
      },
    );
    const payload = (await res.json().catch(() => null)) as { detail?: unknown } | null;
    if (res.ok) return { ok: true, data: payload as OwnEvent };
    const fields: Record<string, string> = {};
    for (const item of Array.isArray(payload?.detail) ? (payload.detail as Detail[]) : []) {
      const field = item.loc?.at(-1);
      if (typeof field === "string" && item.msg && !fields[field]) fields[field] = item.msg;
    }
    const message = Object.keys(fields).length
      ? "Some fields need another look."
      : messageFromDetail(payload?.detail, "The event could not be saved.");
    return { ok: false, message, fields };
  } catch {
    return { ok: false, message: "The event could not be saved.", fields: {} };
  }
}
