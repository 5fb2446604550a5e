"use client";
/** Shown when the root layout itself fails: it replaces the whole document, so it brings its own. */
import { ErrorScreen } from "@/components/site/error-screen";
import { serif } from "@/lib/fonts";
import "./globals.css";

type GlobalErrorProps = { error: Error & { digest?: string } };

export default function GlobalError({ error }: GlobalErrorProps) {
  return (
    <html lang="en" className={serif.variable}>
      <body className="min-h-dvh font-sans">
        {/* Nothing of the app is left to re-render: load the page afresh. */}
        <ErrorScreen onRetry={() => window.location.reload()} reference={error.digest} />
      </body>
    </html>
  );
}
