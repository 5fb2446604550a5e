"use client";
/**
 * Writing a review: visitors are asked to log in; a seeker with a completed session here writes one
 * (POST; others are told reviews come from sessions), and its author sees "Edit your review"
 * instead of a second form (PUT). The page refreshes from the server after
 * each change, so the list, the tab's count, the average and the distribution follow. Which box
 * shows depends on the viewer's state here, asked by the browser: the shared HTML has the visitor's.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { LogIn, Pencil, Star } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, useTransition } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button, buttonClasses } from "@/components/ui/button";
import { controlClasses, describedBy, FieldShell, TextField } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { refreshCoachViewer, useCoachViewer } from "@/lib/client/coach-viewer";
import { sendJson } from "@/lib/client/request";
import { showError, showSuccess } from "@/lib/client/toasts";
import { cn } from "@/lib/cn";
import { type ReviewInput, reviewInputSchema } from "@/lib/validation/coaches";

export type OwnReview = { id: string; rating: number; title: string | null; body: string };

type Props = { slug: string; coachName: string; loginHref: string };

const WORDS = ["", "Poor", "Fair", "Good", "Very good", "Excellent"];

const boxClasses = "flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6";

export function ReviewPanel({ slug, coachName, loginHref }: Props) {
  const [justPosted, setJustPosted] = useState(false);
  // The shared HTML shows the visitor's box; a signed-in viewer's state replaces it after load.
  const viewer = useCoachViewer(slug);
  if (viewer.kind !== "signed-in") {
    return (
      <div className={boxClasses}>
        <h3 className="font-serif text-xl font-semibold text-ink">Share your experience</h3>
        <p className="text-ink-muted">
          Had a session with {coachName}? Your words help other seekers find the right guide.
        </p>
        {/* A full page load on purpose: a client navigation from /profile#reviews made the
            post-login push land on "#reviews#reviews" (Next 16), which opened the wrong tab. */}
        <a href={loginHref} className={buttonClasses("primary", "self-start")}>
          <LogIn aria-hidden size={18} />
          Log in to write a review
        </a>
      </div>
    );
  }
  const mine = viewer.state.own_review;
  const own: OwnReview | null = mine
    ? { id: mine.id, rating: mine.rating, title: mine.title, body: mine.body }
    : null;
  if (own) {
    return <OwnReviewBox key={own.id} slug={slug} own={own} focusOnMount={justPosted} />;
  }
  if (!viewer.state.can_review) {
    return (
      <div className={boxClasses}>
        <h3 className="font-serif text-xl font-semibold text-ink">Reviews come from sessions</h3>
        <p className="text-ink-muted">
          Once a session with {coachName} booked here is completed, you can review it. Your review
          will be marked &ldquo;Verified session&rdquo;.
        </p>
      </div>
    );
  }
  return (
    <div className={boxClasses}>
      <h3 className="font-serif text-xl font-semibold text-ink">Write a review</h3>
      <p className="text-sm text-ink-muted">
        How was your time with {coachName}? Fields marked optional can stay empty.
      </p>
      <ReviewForm slug={slug} onSaved={() => setJustPosted(true)} />
    </div>
  );
}

function OwnReviewBox({
  slug,
  own,
  focusOnMount,
}: {
  slug: string;
  own: OwnReview;
  focusOnMount: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  useEffect(() => {
    if (editing) headingRef.current?.focus();
    else if (wasEditing.current) editRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <div className={boxClasses}>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="font-serif text-xl font-semibold text-ink outline-none"
      >
        {editing ? "Edit your review" : "Thank you for your review"}
      </h3>
      {editing ? (
        <ReviewForm
          slug={slug}
          own={own}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <p className="text-ink-muted">
            It is shown with the others, marked &ldquo;Your review&rdquo;. You can change it
            whenever you like.
          </p>
          <button
            ref={editRef}
            type="button"
            className={buttonClasses("secondary", "self-start text-ink")}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden size={16} />
            Edit your review
          </button>
        </>
      )}
    </div>
  );
}

type FormInput = z.input<typeof reviewInputSchema>;

function ReviewForm({
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
      <FieldShell id={`${id}-body`} label="Your review" error={errors.body?.message}>
        <textarea
          id={`${id}-body`}
          rows={5}
          maxLength={2000}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={describedBy(`${id}-body`, errors.body?.message)}
          className={cn(controlClasses(Boolean(errors.body)), "py-2.5 leading-relaxed")}
          {...form.register("body")}
        />
      </FieldShell>
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
