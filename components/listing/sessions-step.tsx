"use client";
/**
 * Step 2, Sessions: how and where the Seer meets seekers (the public city; the private video link
 * and street address, per mode), the hourly rate (and a pointer to the price per minute of
 * readings, set on the dashboard) and session lengths.
 */
import { useEffect } from "react";
import { useWatch } from "react-hook-form";
import { ListingReadingsNote } from "@/components/readings/listing-readings-note";
import { TextField } from "@/components/ui/field";
import { TextareaField } from "@/components/ui/textarea-field";
import { MODES } from "@/lib/catalog/types";
import { rateAfterFee, usePaymentsTerms } from "@/lib/client/payments";
import { LISTING_LIMITS, listingFields } from "@/lib/listings/schema";
import { ChoiceField } from "./choice-field";
import { useDraft } from "./draft-context";
import {
  emptyToNull,
  numberBounds,
  type SessionsValues,
  sessionsSchema,
  toNumberOrNull,
} from "./listing-form";
import { MoneyField } from "./money-field";
import { StepForm } from "./step-form";
import { useStepForm } from "./use-step-form";

const HOURS = Array.from({ length: LISTING_LIMITS.sessionHoursMax }, (_, i) => ({
  value: i + 1,
  label: i === 0 ? "1 hour" : `${i + 1} hours`,
}));

const VIDEO_OPTIONS = [
  { value: "room", label: "Built-in room" },
  { value: "link", label: "My own video link" },
] as const;
const ROOM_HINT =
  "The built-in room needs no other account: you and the seeker meet on this site, from 15 minutes before the start.";

const PRIVATE_HINT = "Only seekers whose booking you accept see it.";

export function SessionsStep() {
  const { listing } = useDraft();
  const { video_url: savedLink, address: savedAddress } = listing;
  const { form, save } = useStepForm({
    schema: sessionsSchema,
    defaults: {
      mode: listing.mode as SessionsValues["mode"],
      location: listing.location,
      video: listing.video,
      video_url: listing.video_url,
      address: listing.address,
      hourly_rate: listing.hourly_rate,
      session_hours: listing.session_hours,
      session_description: listing.session_description,
    },
    // Remote sessions have no place: a city typed earlier is not kept on the listing.
    toPatch: (values) => (values.mode === "Remote" ? { ...values, location: null } : values),
  });
  const { errors } = form.formState;
  const mode = useWatch({ control: form.control, name: "mode" });
  const online = mode === "Remote" || mode === "Hybrid";
  const inPerson = mode === "On Site" || mode === "Hybrid";
  const video = useWatch({ control: form.control, name: "video" });
  const ownLink = online && video === "link";
  // A field the mode hides keeps its value (switching back brings it again), unless that value
  // is invalid: an error nobody can see would hold the step back, so it goes back to what is saved.
  const { setValue, getValues, clearErrors } = form;
  useEffect(() => {
    const hidden = [
      ...(ownLink ? [] : [["video_url", savedLink] as const]),
      ...(inPerson ? [] : [["address", savedAddress] as const]),
    ];
    for (const [name, saved] of hidden) {
      if (listingFields[name].safeParse(getValues(name)).success) continue;
      setValue(name, saved);
      clearErrors(name);
    }
  }, [ownLink, inPerson, savedLink, savedAddress, setValue, getValues, clearErrors]);
  const description = useWatch({ control: form.control, name: "session_description" }) ?? "";
  // Paid by card (lib/payments): the Seer sees what reaches them after the platform's fee.
  const payments = usePaymentsTerms();
  const rate = useWatch({ control: form.control, name: "hourly_rate" });

  return (
    <StepForm onSave={save}>
      <ChoiceField
        control={form.control}
        name="mode"
        type="radio"
        legend="How you hold sessions"
        options={MODES.map((m) => ({ value: m, label: m }))}
        columns="grid-cols-1 sm:grid-cols-3"
      />
      {mode === "Remote" ? null : (
        <TextField
          label="Location"
          hint="The city where you meet seekers, e.g. Los Angeles."
          autoComplete="address-level2"
          error={errors.location?.message}
          {...form.register("location", { setValueAs: emptyToNull })}
        />
      )}
      {online ? (
        <ChoiceField
          control={form.control}
          name="video"
          type="radio"
          legend="Video for online sessions"
          hint={ROOM_HINT}
          options={VIDEO_OPTIONS}
          columns="grid-cols-1 sm:grid-cols-2"
        />
      ) : null}
      {ownLink ? (
        <TextField
          label="Video link"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          hint={`The https link of your own meeting room (Zoom, Google Meet, Jitsi, Whereby…). ${PRIVATE_HINT}`}
          error={errors.video_url?.message}
          {...form.register("video_url", { setValueAs: emptyToNull })}
        />
      ) : null}
      {inPerson ? (
        <TextField
          label="Street address"
          autoComplete="street-address"
          hint={`Where you meet seekers; your profile shows only the city. ${PRIVATE_HINT}`}
          error={errors.address?.message}
          {...form.register("address", { setValueAs: emptyToNull })}
        />
      ) : null}
      <MoneyField
        label="Hourly rate (US dollars)"
        hint={
          payments.enabled && typeof rate === "number" && rate > 0
            ? `${rateAfterFee(rate, payments.fee_percent)}. A whole number from ${LISTING_LIMITS.rateMin} to ${LISTING_LIMITS.rateMax}.`
            : `A whole number from ${LISTING_LIMITS.rateMin} to ${LISTING_LIMITS.rateMax}.`
        }
        {...numberBounds(listingFields.hourly_rate)}
        error={errors.hourly_rate?.message}
        {...form.register("hourly_rate", { setValueAs: toNumberOrNull })}
      />
      <ListingReadingsNote />
      <ChoiceField
        control={form.control}
        name="session_hours"
        type="checkbox"
        legend="Session lengths"
        hint="The lengths a seeker can book."
        options={HOURS}
        columns="grid-cols-2 sm:grid-cols-4"
      />
      <TextareaField
        label="What a session is like"
        hint="How a session goes, what to bring, what a seeker leaves with."
        rows={5}
        maxLength={listingFields.session_description.maxLength ?? undefined}
        count={{
          length: description.trim().length,
          max: listingFields.session_description.maxLength ?? 0,
        }}
        error={errors.session_description?.message}
        {...form.register("session_description")}
      />
    </StepForm>
  );
}
