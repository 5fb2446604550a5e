"use client";
/**
 * The Seer's readings on the dashboard: the **Available now** switch, the price per minute (and
 * what they receive of it), and whether seekers see them as available at this moment, with the
 * reason when they do not. Saving the price keeps the switch as it is.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { DashboardSection } from "@/components/dashboard/dashboard-section";
import { Button } from "@/components/ui/button";
import { controlClasses, describedBy, FieldShell } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { useLiveConnected } from "@/lib/client/live";
import { usePaymentsTerms } from "@/lib/client/payments";
import { cn } from "@/lib/cn";
import { SESSION_SOON_MINUTES } from "@/lib/readings/rules";
import { pricePerMinuteSchema } from "@/lib/readings/schema";
import { AvailableSwitch } from "./available-switch";
import { perMinuteAfterFee } from "./price-terms";
import { useReadingSettings, useSaveReadingSettings } from "./use-reading-settings";

/** The field is in dollars ("1.99"); the API's rule is in cents. */
const priceFormSchema = z.object({
  price: z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, "Enter the price in dollars, like 1.99")
    .transform((value) => Math.round(Number(value) * 100))
    .pipe(pricePerMinuteSchema),
});
type PriceFormValues = z.input<typeof priceFormSchema>;
type PriceFormOutput = z.output<typeof priceFormSchema>;

/** How often the note is read again while the Seer is on but not available now. */
const RECHECK_MS = 3_000;

const toDollars = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2));

export function ReadingsCard() {
  const { data, error, mutate } = useReadingSettings(true, {
    // Seekers see the Seer as available once their open site is recorded (lib/live/online.ts),
    // a moment after their live stream opens, and no hint says so: while the switch is on and
    // they do not read as available, the note is read again every few seconds.
    refreshInterval: (latest) => (latest?.on && !latest.available_now ? RECHECK_MS : 0),
  });
  const live = useLiveConnected();
  useEffect(() => {
    if (live) void mutate();
  }, [live, mutate]);
  const terms = usePaymentsTerms();
  const save = useSaveReadingSettings();
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const fieldId = useId();
  const form = useForm<PriceFormValues, unknown, PriceFormOutput>({
    resolver: zodResolver(priceFormSchema),
    mode: "onBlur",
    defaultValues: { price: "" },
  });
  const stored = data?.price_per_minute_cents ?? null;
  // The saved price fills the field once it arrives (and after each save).
  useEffect(() => {
    form.reset({ price: toDollars(stored) });
  }, [form, stored]);
  const typed = priceFormSchema.safeParse({
    price: useWatch({ control: form.control, name: "price" }),
  });
  const priceError = form.formState.errors.price?.message;
  const hint = `${typed.success ? `${perMinuteAfterFee(typed.data.price, terms)}. ` : ""}From $0.50 to $20.00 a minute.`;

  async function submit({ price }: PriceFormOutput) {
    setProblem(null);
    setSaved(false);
    const result = await save({ on: data?.on ?? false, price_per_minute_cents: price });
    if (result.ok) setSaved(true);
    else setProblem(result.message);
  }

  return (
    <DashboardSection id="readings" title="Readings now">
      <p className="text-sm text-ink-muted">
        Seekers press Connect on your card and meet you in the room within a minute, paying by the
        minute. Turn it on whenever you are free to take one.
      </p>
      {error ? (
        <p role="alert" className="text-danger-text">
          We couldn&apos;t load your readings. Please reload the page.
        </p>
      ) : (
        <>
          <div className="max-w-sm">
            <AvailableSwitch />
          </div>
          <AvailabilityNote
            on={data?.on ?? false}
            available={data?.available_now ?? false}
            priced={stored !== null}
            loaded={Boolean(data)}
          />
          <form
            noValidate
            onSubmit={form.handleSubmit(submit)}
            className="flex flex-col gap-3 border-t border-line pt-4"
          >
            <FieldShell
              id={fieldId}
              label="Price per minute (US dollars)"
              error={priceError}
              hint={hint}
            >
              <div className="relative max-w-48">
                <span
                  aria-hidden
                  className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-muted"
                >
                  $
                </span>
                <input
                  id={fieldId}
                  inputMode="decimal"
                  autoComplete="off"
                  aria-invalid={priceError ? true : undefined}
                  aria-describedby={describedBy(fieldId, priceError, hint)}
                  className={cn(controlClasses(Boolean(priceError)), "pr-14 pl-7")}
                  {...form.register("price", { onChange: () => setSaved(false) })}
                />
                <span
                  aria-hidden
                  className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-ink-muted"
                >
                  /min
                </span>
              </div>
            </FieldShell>
            <FormAlert message={problem} />
            <div className="flex flex-wrap items-center gap-3">
              <Button
                type="submit"
                variant="secondary"
                disabled={form.formState.isSubmitting || !data}
              >
                {form.formState.isSubmitting ? "Saving…" : "Save price"}
              </Button>
              {saved ? (
                <p role="status" className="text-sm text-ink-muted">
                  Saved.
                </p>
              ) : null}
            </div>
          </form>
        </>
      )}
    </DashboardSection>
  );
}

/** Whether seekers see the Seer now, and why not while the switch is on. */
function AvailabilityNote(props: {
  on: boolean;
  available: boolean;
  priced: boolean;
  loaded: boolean;
}) {
  if (!props.loaded) return <p className="text-sm text-ink-muted">Loading…</p>;
  const text = !props.priced
    ? "Set your price per minute first, then turn readings on."
    : !props.on
      ? "Off: seekers do not see you as available for readings."
      : props.available
        ? "Seekers see you as available now. Keep this site open to be rung."
        : `On, but seekers do not see you as available at this moment: you are in a reading or being rung, a session of yours starts within ${SESSION_SOON_MINUTES} minutes, or you do not have the site open.`;
  return (
    <p role="status" className="text-sm text-ink-muted">
      {text}
    </p>
  );
}
