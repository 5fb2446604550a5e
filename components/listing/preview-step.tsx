"use client";
/**
 * Step 5: the profile as seekers will see it, and Submit for review. An incomplete listing comes
 * back from the server (422) as a list of what is missing, each linking to the step that holds it.
 */
import { Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { showSuccess } from "@/lib/client/toasts";
import { listingToProfileView } from "@/lib/listings/preview";
import type { CategoryOption } from "./category-option";
import { useDraft } from "./draft-context";
import { changeListingStatus, type DetailItem } from "./listing-api";
import { ListingPreview } from "./listing-preview";
import { type StepValue, stepLabel, stepOfField } from "./listing-steps";

type Props = { categories: readonly CategoryOption[]; onGoTo: (step: StepValue) => void };

const fieldOf = (item: DetailItem) => String(item.loc.at(-1) ?? "");

export function PreviewStep({ categories, onGoTo }: Props) {
  const { listing, applyListing, registerSaver, setSaveState } = useDraft();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<DetailItem[]>([]);
  const missingHeading = useRef<HTMLHeadingElement>(null);
  const canSubmit = listing.status === "draft" || listing.status === "rejected";
  const view = listingToProfileView(
    listing,
    (slug) => categories.find((c) => c.slug === slug)?.name,
  );

  useEffect(() => {
    registerSaver(async () => true);
    setSaveState({ kind: "saved" });
    return () => registerSaver(null);
  }, [registerSaver, setSaveState]);

  useEffect(() => {
    if (missing.length > 0) missingHeading.current?.focus();
  }, [missing]);

  async function submit() {
    setSubmitting(true);
    setError(null);
    setMissing([]);
    const result = await changeListingStatus("submit");
    setSubmitting(false);
    if (result.ok) {
      applyListing(result.listing);
      showSuccess("Your listing was sent for review.", "Submitted");
      return;
    }
    if (result.status === 422 && result.missing.length > 0) setMissing(result.missing);
    else setError(result.message);
  }

  return (
    <div className="flex flex-col gap-8">
      <p className="max-w-2xl text-sm text-ink-muted">
        This is your profile as seekers will see it once it is published.
      </p>
      {/* On a phone the preview bleeds to the card's edges, so the profile gets its own width. */}
      <div className="-mx-4 border-y border-line bg-canvas px-4 py-5 sm:mx-0 sm:rounded-3xl sm:border sm:p-6 sm:shadow-sm">
        <ListingPreview view={view} />
      </div>
      {missing.length > 0 ? (
        <section
          aria-labelledby="missing-heading"
          className="flex max-w-2xl flex-col gap-3 rounded-2xl border border-danger/40 bg-danger/5 p-4 sm:p-5"
        >
          <h3
            id="missing-heading"
            ref={missingHeading}
            tabIndex={-1}
            className="font-semibold text-danger-text focus:outline-none"
          >
            Your listing is not complete yet
          </h3>
          <ul className="flex flex-col gap-2">
            {missing.map((item) => {
              const step = stepOfField(fieldOf(item));
              return (
                <li
                  key={`${fieldOf(item)}-${item.msg}`}
                  className="flex flex-wrap items-baseline gap-x-2 text-sm"
                >
                  <span className="text-ink">{item.msg}</span>
                  <button
                    type="button"
                    onClick={() => onGoTo(step)}
                    className="min-h-11 font-medium text-accent underline underline-offset-4 sm:min-h-0"
                  >
                    {`Go to ${stepLabel(step)}`}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <FormAlert message={error} />
      {canSubmit ? (
        <div className="flex max-w-2xl flex-col gap-2">
          <Button
            onClick={submit}
            disabled={submitting}
            aria-busy={submitting}
            className="self-start"
          >
            <Send aria-hidden size={16} />
            {submitting ? "Submitting…" : "Submit for review"}
          </Button>
          <p className="text-sm text-ink-muted">
            An administrator checks every new listing before seekers can see it.
          </p>
        </div>
      ) : null}
    </div>
  );
}
