"use client";
/** What a visitor sees when a page fails to render: what happened, Try again, and the way home. */
import { useEffect } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { storedTheme } from "@/lib/theme";

type ErrorScreenProps = {
  onRetry: () => void;
  /** Next's digest of a server error: the key to the matching line in the server log. */
  reference?: string;
};

export function ErrorScreen({ onRetry, reference }: ErrorScreenProps) {
  // After a server error the document is built in the browser, where the <head> theme script
  // never runs: apply the visitor's colour mode here.
  useEffect(() => {
    document.documentElement.classList.toggle("dark", storedTheme() === "dark");
  }, []);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-6xl font-bold text-accent">Oops!</h1>
      <p className="text-lg text-ink">Something went wrong on our side while showing this page.</p>
      <p className="max-w-md text-ink-muted">
        It was not anything you did. Try again in a moment, or go back to the home page.
      </p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <Button onClick={onRetry}>Try again</Button>
        {/* A plain link: after an error, a full page load is the surest way home. */}
        <a href="/" className={buttonClasses("secondary")}>
          Back to the home page
        </a>
      </div>
      {reference ? <p className="text-xs text-ink-muted">Reference: {reference}</p> : null}
    </main>
  );
}
