"use client";
/**
 * The footer's newsletter sign-up: checks the address, stores it through the API, says thank you.
 * One field: a few lines of checking instead of a form library, since this form is on every page.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { sendJson } from "@/lib/client/request";
import { INVALID_EMAIL_MESSAGE, isEmailAddress } from "@/lib/validation/email-address";

export function NewsletterForm() {
  const [thanks, setThanks] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);

  // The form gives way to the thank-you: keep keyboard focus there rather than losing it to <body>.
  useEffect(() => {
    if (thanks) statusRef.current?.focus();
  }, [thanks]);

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    if (!isEmailAddress(email)) {
      setError(INVALID_EMAIL_MESSAGE);
      return;
    }
    setError(null);
    setSending(true);
    const result = await sendJson<{ message: string }>("POST", "/api/v1/newsletter", { email });
    setSending(false);
    if (result.ok) {
      setThanks(result.data.message);
    } else {
      setError(
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
        <form noValidate onSubmit={subscribe} className="flex flex-col gap-2">
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
              name="email"
              className="min-h-11 w-full min-w-0 rounded-lg border border-line bg-canvas px-3 text-base text-ink placeholder:text-ink-muted sm:text-sm"
            />
            <Button type="submit" disabled={sending}>
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
