"use client";
/** Shown in place of a page that failed to render, inside the root layout. */
import { useRouter } from "next/navigation";
import { startTransition } from "react";
import { ErrorScreen } from "@/components/site/error-screen";

type ErrorProps = { error: Error & { digest?: string }; reset: () => void };

export default function ErrorPage({ error, reset }: ErrorProps) {
  const router = useRouter();
  // A server component's error is only retried by fetching it again: refresh, then re-render.
  const retry = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
  return <ErrorScreen onRetry={retry} reference={error.digest} />;
}
