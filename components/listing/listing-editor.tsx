"use client";
/**
 * /listing: a Seer's listing in five steps, saved as a draft as they go, with its status on top.
 * The open step lives in ?step= (replaced, not pushed), so a reload or a link opens it again.
 */
import { ChevronLeft, ChevronRight, Save } from "lucide-react";
import { type ReactNode, useCallback, useMemo, useRef, useState } from "react";
import useSWR, { useSWRConfig } from "swr";
import { useCurrentUser } from "@/components/app/session-provider";
import { Button } from "@/components/ui/button";
import { TableError, TableLoading } from "@/components/ui/data-table-state";
import { showError, showSuccess } from "@/lib/client/toasts";
import { findMissingListingFields } from "@/lib/listings/completeness";
import type { OwnListing } from "@/lib/listings/schema";
import { AboutStep } from "./about-step";
import { AvailabilityStep } from "./availability-step";
import type { CategoryOption } from "./category-option";
import { DraftProvider, type SaveState, type StepSaver } from "./draft-context";
import { changeListingStatus, LISTING_KEY, PAUSE_DONE } from "./listing-api";
import { STEPS, type StepValue, stepOfField } from "./listing-steps";
import { PhotosStep } from "./photos-step";
import { PreviewStep } from "./preview-step";
import { SaveStatus } from "./save-status";
import { SeersOnly } from "./seers-only";
import { SessionsStep } from "./sessions-step";
import { StatusBanner } from "./status-banner";
import { Stepper } from "./stepper";

type Props = { initialStep: StepValue; categories: readonly CategoryOption[] };

export function ListingEditor(props: Props) {
  const user = useCurrentUser();
  if (user.type !== 1) return <SeersOnly />;
  return <SeerListing {...props} />;
}

function SeerListing(props: Props) {
  const { data, error, mutate } = useSWR<OwnListing>(LISTING_KEY);
  let body: ReactNode;
  if (data) body = <Editor listing={data} {...props} />;
  else if (error)
    body = (
      <TableError
        title="We couldn't load your listing."
        message={error.message}
        onRetry={() => void mutate()}
      />
    );
  else body = <TableLoading label="Loading your listing…" />;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="font-serif text-3xl font-semibold text-ink">My listing</h1>
        <p className="text-sm text-ink-muted">
          Your public profile: what seekers read before they book a session with you.
        </p>
      </div>
      {body}
    </div>
  );
}

function Editor({ listing, initialStep, categories }: Props & { listing: OwnListing }) {
  const { mutate } = useSWRConfig();
  const [step, setStep] = useState<StepValue>(initialStep);
  const [saveState, setSaveState] = useState<SaveState>({ kind: "saved" });
  const [moving, setMoving] = useState(false);
  const [busy, setBusy] = useState(false);
  const saver = useRef<StepSaver | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const index = STEPS.findIndex((s) => s.value === step);
  const current = STEPS[index] ?? STEPS[0];

  const registerSaver = useCallback((next: StepSaver | null) => {
    saver.current = next;
  }, []);
  const applyListing = useCallback(
    (next: OwnListing) => void mutate(LISTING_KEY, next, { revalidate: false }),
    [mutate],
  );
  const draft = useMemo(
    () => ({ listing, setSaveState, registerSaver, applyListing }),
    [listing, registerSaver, applyListing],
  );

  const complete = useMemo(() => {
    const missingSteps = new Set(
      findMissingListingFields(listing).map((m) => stepOfField(m.field)),
    );
    const done = new Set(
      STEPS.map((s) => s.value).filter((s) => s !== "preview" && !missingSteps.has(s)),
    );
    if (listing.status !== "draft" && listing.status !== "rejected") done.add("preview");
    return done;
  }, [listing]);

  const save = useCallback(async () => (saver.current ? saver.current() : true), []);

  async function goTo(next: StepValue) {
    if (next === step) return;
    setMoving(true);
    const saved = await save();
    setMoving(false);
    if (!saved) return;
    setStep(next);
    const url = new URL(window.location.href);
    url.searchParams.set("step", next);
    window.history.replaceState(null, "", `${url.pathname}${url.search}`);
    requestAnimationFrame(() => {
      heading.current?.focus({ preventScroll: true });
      heading.current?.scrollIntoView({ block: "start", behavior: "smooth" });
    });
  }

  async function changeStatus(action: "pause" | "resume") {
    setBusy(true);
    const result = await changeListingStatus(action);
    setBusy(false);
    if (!result.ok) return showError(result.message);
    applyListing(result.listing);
    showSuccess(PAUSE_DONE[action]);
  }

  const hasForm = step === "about" || step === "sessions" || step === "availability";
  const previous = STEPS[index - 1];
  const next = STEPS[index + 1];

  return (
    <DraftProvider value={draft}>
      <div className="flex flex-col gap-6">
        <StatusBanner
          listing={listing}
          busy={busy}
          onPause={() => void changeStatus("pause")}
          onResume={() => void changeStatus("resume")}
          onEdit={() => void goTo("about")}
        />
        <Stepper
          current={step}
          complete={complete}
          onSelect={(s) => void goTo(s)}
          disabled={moving}
        />
        <section
          aria-labelledby="step-heading"
          className="flex scroll-mt-20 flex-col gap-6 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2
              id="step-heading"
              ref={heading}
              tabIndex={-1}
              className="scroll-mt-24 font-serif text-2xl font-semibold text-ink focus:outline-none"
            >
              <span className="block text-xs font-sans font-semibold tracking-widest text-accent uppercase">
                Step {index + 1} of {STEPS.length}
              </span>
              {current.label}
            </h2>
            {hasForm ? <SaveStatus state={saveState} /> : null}
          </div>
          {step === "about" ? <AboutStep categories={categories} /> : null}
          {step === "sessions" ? <SessionsStep /> : null}
          {step === "photos" ? <PhotosStep /> : null}
          {step === "availability" ? <AvailabilityStep /> : null}
          {step === "preview" ? (
            <PreviewStep categories={categories} onGoTo={(s) => void goTo(s)} />
          ) : null}
          {/* On a phone: Back and Next side by side, Save draft under them; in a row from a tablet up. */}
          <div className="grid grid-cols-2 gap-3 border-t border-line pt-5 sm:flex sm:flex-wrap sm:items-center">
            {previous ? (
              <Button
                variant="secondary"
                className="col-start-1 row-start-1"
                onClick={() => void goTo(previous.value)}
                disabled={moving}
              >
                <ChevronLeft aria-hidden size={16} />
                Back
              </Button>
            ) : null}
            {hasForm ? (
              <Button
                variant="secondary"
                className="col-span-2 row-start-2"
                onClick={() => void save()}
                disabled={moving}
              >
                <Save aria-hidden size={16} />
                Save draft
              </Button>
            ) : null}
            {next ? (
              <Button
                className="col-start-2 row-start-1 sm:ml-auto"
                onClick={() => void goTo(next.value)}
                disabled={moving}
              >
                Next
                <ChevronRight aria-hidden size={16} />
              </Button>
            ) : null}
          </div>
        </section>
      </div>
    </DraftProvider>
  );
}
