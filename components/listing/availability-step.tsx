"use client";
/** Step 4, Availability: time zone, weekly hours, dates off, notice and how far ahead seekers book. */
import { useMemo } from "react";
import { Controller } from "react-hook-form";
import { TextField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { listingFields, WEEKDAYS } from "@/lib/listings/schema";
import { DaysOffField } from "./days-off-field";
import { useDraft } from "./draft-context";
import { availabilitySchema, numberBounds, toNumberOrNull } from "./listing-form";
import { StepForm } from "./step-form";
import { useStepForm } from "./use-step-form";
import { type WeeklyHours, WeeklyHoursField } from "./weekly-hours-field";

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function timeZones(current: string): string[] {
  const all = Intl.supportedValuesOf("timeZone");
  return all.includes(current) ? all : [current, ...all];
}

export function AvailabilityStep() {
  const { listing } = useDraft();
  const weekly = Object.fromEntries(
    WEEKDAYS.map((day) => [day, (listing.weekly_hours[day] ?? []) as [string, string][]]),
  ) as WeeklyHours;
  const timezone = listing.timezone ?? browserTimeZone();
  const zones = useMemo(() => timeZones(timezone), [timezone]);
  const { form, save } = useStepForm({
    schema: availabilitySchema,
    defaults: {
      timezone,
      weekly_hours: weekly,
      days_off: listing.days_off,
      min_notice_hours: listing.min_notice_hours,
      booking_window_days: listing.booking_window_days,
    },
  });
  const { errors } = form.formState;

  return (
    <StepForm onSave={save}>
      <SelectField
        label="Time zone"
        options={zones.map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }))}
        error={errors.timezone?.message}
        {...form.register("timezone")}
      />
      <Controller
        control={form.control}
        name="weekly_hours"
        render={({ field, fieldState }) => (
          <WeeklyHoursField
            value={field.value as WeeklyHours}
            onChange={field.onChange}
            error={fieldState.error ?? errors.weekly_hours}
          />
        )}
      />
      <Controller
        control={form.control}
        name="days_off"
        render={({ field }) => (
          <DaysOffField value={field.value} onChange={field.onChange} error={errors.days_off} />
        )}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="Minimum notice (hours)"
          hint="How long before a session a seeker must book."
          type="number"
          inputMode="numeric"
          step={1}
          {...numberBounds(listingFields.min_notice_hours)}
          error={errors.min_notice_hours?.message}
          {...form.register("min_notice_hours", { setValueAs: toNumberOrNull })}
        />
        <TextField
          label="Booking window (days)"
          hint="How far ahead seekers can book."
          type="number"
          inputMode="numeric"
          step={1}
          {...numberBounds(listingFields.booking_window_days)}
          error={errors.booking_window_days?.message}
          {...form.register("booking_window_days", { setValueAs: toNumberOrNull })}
        />
      </div>
    </StepForm>
  );
}
