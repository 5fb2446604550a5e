"use client";
/** The footer's newsletter sign-up: validates the address, stores it through the API, says thank you. */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { sendJson } from "@/lib/client/request";
import { newsletterSchema } from "@/lib/validation/coaches";

type Values = z.infer<typeof newsletterSchema>;

export function NewsletterForm() {
  const [thanks, setThanks] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: "" },
  });
  const error = form.formState.errors.email?.message ?? failure;
  const statusRef = useRef<HTMLParagraphElement>(null);

  // The form gives way to the thank-you: keep keyboard focus there rather than losing it to <body>.
  useEffect(() => {
    if (thanks) statusRef.current?.focus();
  }, [thanks]);

  async function subscribe(values: Values) {
    setFailure(null);
    const result = await sendJson<{ message: string }>("POST", "/api/v1/newsletter", values);
    if (result.ok) {
      setThanks(result.data.message);
      form.reset();
    } else {
      setFailure(
        result.status === 429
          ? "Too many sign-ups from here. Please try again in a minute."
          : result.message,
      );
    }
  }

  return (
    <div>
      {/* Present from the first render, so screen readers announce the thank-you when it arrives. */}
      <p
        ref={statusRef}
        role="status"
        tabIndex={-1}
        className={thanks ? "text-sm font-medium text-success dark:text-brand-300" : "sr-only"}
      >
        {thanks}
      </p>
      {thanks ? null : (
        <form noValidate onSubmit={form.handleSubmit(subscribe)} className="flex flex-col gap-2">
          <label htmlFor="newsletter-email" className="sr-only">
            Email address for the newsletter
          </label>
          <div className="flex gap-2">
            <input
              id="newsletter-email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "newsletter-error" : undefined}
              className="min-h-11 w-full min-w-0 rounded-lg border border-line bg-canvas px-3 text-base text-ink placeholder:text-ink-muted sm:text-sm"
              {...form.register("email")}
            />
            <Button type="submit" disabled={form.formState.isSubmitting}>
              Subscribe
            </Button>
          </div>
          {error ? (
            <p id="newsletter-error" role="alert" className="text-sm text-danger-text">
              {error}
            </p>
          ) : null}
        </form>
      )}
    </div>
  );
}
