"use client";
/**
 * The review form (write, or edit one's own): loaded only when a signed-in seeker may write or
 * edit a review, so a coach's page does not carry a form library for every visitor.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Star } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { TextareaField } from "@/components/ui/textarea-field";
import { refreshCoachViewer } from "@/lib/client/coach-viewer";
import { sendJson } from "@/lib/client/request";
import { showError, showSuccess } from "@/lib/client/toasts";
import { cn } from "@/lib/cn";
import { type ReviewInput, reviewInputSchema } from "@/lib/reviews/schema";
import type { OwnReview } from "./review-types";

const WORDS = ["", "Poor", "Fair", "Good", "Very good", "Excellent"];

type FormInput = z.input<typeof reviewInputSchema>;

export function ReviewForm({
  slug,
  own,
  onSaved,
  onCancel,
}: {
  slug: string;
  own?: OwnReview;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const [serverError, setServerError] = useState<string | null>(null);
  const id = useId();
  const form = useForm<FormInput, unknown, ReviewInput>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: own
      ? { rating: own.rating, title: own.title ?? "", body: own.body }
      : { title: "", body: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || refreshing;

  async function save(values: ReviewInput) {
    setServerError(null);
    const payload = { rating: values.rating, title: values.title || null, body: values.body };
    const result = own
      ? await sendJson("PUT", `/api/v1/coaches/${slug}/reviews/${own.id}`, payload)
      : await sendJson("POST", `/api/v1/coaches/${slug}/reviews`, payload);
    if (!result.ok) {
      setServerError(result.message);
      showError(result.message);
      // Someone (another tab) already wrote one: show it, so it can be edited instead.
      if (result.status === 409) {
        startRefresh(() => router.refresh());
        await refreshCoachViewer(slug);
      }
      return;
    }
    showSuccess(
      own ? "Your review was updated." : "Your review is posted. Thank you!",
      own ? "Saved" : "Thank you!",
    );
    // The list comes from the server; the viewer's own review and rights from the browser's entry.
    const viewerUpdated = refreshCoachViewer(slug);
    startRefresh(() => {
      router.refresh();
      onSaved();
    });
    await viewerUpdated;
  }

  const ratingError = errors.rating?.message;
  const ratingErrorId = `${id}-rating-error`;
  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="flex flex-col gap-5">
      <FormAlert message={serverError} />
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => {
          const value = typeof field.value === "number" ? field.value : 0;
          return (
            <fieldset aria-describedby={ratingError ? ratingErrorId : undefined}>
              <legend className="mb-1.5 text-sm font-medium text-ink-muted">Your rating</legend>
              <div className="flex flex-wrap items-center gap-3">
                <div className="flex">
                  {[1, 2, 3, 4, 5].map((star) => (
                    <label
                      key={star}
                      className="relative flex size-11 items-center justify-center rounded-lg has-focus-visible:outline-2 has-focus-visible:outline-accent"
                    >
                      <input
                        type="radio"
                        name={field.name}
                        value={star}
                        checked={value === star}
                        onChange={() => field.onChange(star)}
                        onBlur={field.onBlur}
                        ref={star === 1 ? field.ref : undefined}
                        aria-label={`${star} ${star === 1 ? "star" : "stars"}`}
                        aria-invalid={ratingError ? true : undefined}
                        className="absolute inset-0 cursor-pointer appearance-none rounded-lg outline-none"
                      />
                      <Star
                        aria-hidden
                        size={28}
                        strokeWidth={1.5}
                        fill={star <= value ? "currentColor" : "none"}
                        className={cn(
                          "pointer-events-none",
                          star <= value ? "text-gold-400" : "text-ink-muted",
                        )}
                      />
                    </label>
                  ))}
                </div>
                <span aria-hidden className="text-sm font-medium text-ink-muted">
                  {WORDS[value]}
                </span>
              </div>
              {ratingError ? (
                <p id={ratingErrorId} className="mt-1.5 text-sm text-danger-text">
                  {ratingError}
                </p>
              ) : null}
            </fieldset>
          );
        }}
      />
      <TextField
        label="Title (optional)"
        maxLength={120}
        autoComplete="off"
        error={errors.title?.message}
        {...form.register("title")}
      />
      <TextareaField
        label="Your review"
        rows={5}
        maxLength={2000}
        error={errors.body?.message}
        {...form.register("body")}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? "Saving…" : own ? "Save changes" : "Post review"}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
