"use client";
/**
 * One step's form that saves itself as a draft: on demand (Next, Back, Save draft: errors shown,
 * the move refused while invalid), a moment after typing stops (silently, only when valid), and
 * when the step goes away, so leaving the page loses nothing.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useRef } from "react";
import { type DefaultValues, type FieldValues, useForm } from "react-hook-form";
import type { z } from "zod";
import type { ListingUpdate } from "@/lib/listings/schema";
import { useDraft } from "./draft-context";
import { saveListing, saveListingOnExit } from "./listing-api";
import { formParseOptions } from "./listing-form";

const AUTOSAVE_DELAY_MS = 1200;

/** JSON with sorted keys, so two snapshots of one form compare equal whatever the key order. */
function snapshotOf(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

type Options<Values extends FieldValues, Output> = {
  schema: z.ZodType<Output, Values>;
  defaults: DefaultValues<Values>;
  /** What the step sends; most steps send their parsed values as they are. */
  toPatch?: (output: Output) => ListingUpdate;
};

export function useStepForm<Values extends FieldValues, Output extends ListingUpdate>({
  schema,
  defaults,
  toPatch = (output) => output,
}: Options<Values, Output>) {
  const { setSaveState, registerSaver, applyListing } = useDraft();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema, formParseOptions),
    mode: "onBlur",
    criteriaMode: "all",
    defaultValues: defaults,
  });
  const inFlight = useRef<Promise<boolean> | null>(null);
  // The values last saved (or loaded): the form is dirty when it differs from them.
  const baseline = useRef(snapshotOf(defaults));
  const isDirty = useCallback(() => snapshotOf(form.getValues()) !== baseline.current, [form]);
  const toPatchRef = useRef(toPatch);
  toPatchRef.current = toPatch;

  const send = useCallback(
    async (output: Output, snapshot: Values): Promise<boolean> => {
      setSaveState({ kind: "saving" });
      const result = await saveListing(toPatchRef.current(output));
      if (!result.ok) {
        setSaveState({ kind: "error", message: result.message });
        return false;
      }
      applyListing(result.data);
      // What was sent becomes the baseline; anything typed during the request stays dirty.
      baseline.current = snapshotOf(snapshot);
      setSaveState(isDirty() ? { kind: "dirty" } : { kind: "saved" });
      return true;
    },
    [applyListing, isDirty, setSaveState],
  );

  const save = useCallback(async (): Promise<boolean> => {
    if (inFlight.current) await inFlight.current;
    let ok = false;
    await form.handleSubmit(async (output) => {
      if (!isDirty()) {
        ok = true;
        return;
      }
      const run = send(output, form.getValues());
      inFlight.current = run;
      ok = await run;
      inFlight.current = null;
    })();
    return ok;
  }, [form, isDirty, send]);

  useEffect(() => {
    registerSaver(save);
    return () => registerSaver(null);
  }, [registerSaver, save]);

  // Autosave: quietly, only values that would pass; invalid ones wait for the Seer.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      if (!isDirty()) {
        if (!inFlight.current) setSaveState({ kind: "saved" });
        return;
      }
      setSaveState({ kind: "dirty" });
      timer = setTimeout(async () => {
        const values = form.getValues();
        const parsed = schema.safeParse(values);
        if (!parsed.success || inFlight.current || !isDirty()) return;
        const run = send(parsed.data, values);
        inFlight.current = run;
        await run;
        inFlight.current = null;
      }, AUTOSAVE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
      // Leaving the step (or the page) with valid unsaved changes: save them on the way out.
      if (isDirty() && !inFlight.current) {
        const parsed = schema.safeParse(form.getValues());
        if (parsed.success)
          void saveListing(toPatchRef.current(parsed.data)).then((result) => {
            if (result.ok) applyListing(result.data);
          });
      }
    };
  }, [applyListing, form, isDirty, schema, send, setSaveState]);

  // The page itself going away (reload, closed tab) runs no cleanup: send what is valid on pagehide.
  useEffect(() => {
    const onPageHide = () => {
      if (!isDirty()) return;
      const parsed = schema.safeParse(form.getValues());
      if (parsed.success) saveListingOnExit(toPatchRef.current(parsed.data));
    };
    window.addEventListener("pagehide", onPageHide);
    return () => window.removeEventListener("pagehide", onPageHide);
  }, [form, isDirty, schema]);

  return { form, save };
}
