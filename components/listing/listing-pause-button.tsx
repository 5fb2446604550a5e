"use client";
/** Pause or resume the listing from the dashboard, which is then read again. */
import { CirclePause, CirclePlay } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { showError, showSuccess } from "@/lib/client/toasts";
import { changeListingStatus, PAUSE_DONE } from "./listing-api";

export function ListingPauseButton({ action }: { action: "pause" | "resume" }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function change() {
    setBusy(true);
    const result = await changeListingStatus(action);
    setBusy(false);
    if (!result.ok) return showError(result.message);
    showSuccess(PAUSE_DONE[action]);
    router.refresh();
  }

  return (
    <Button
      variant={action === "pause" ? "secondary" : "primary"}
      onClick={() => void change()}
      disabled={busy}
      aria-busy={busy}
      className={action === "pause" ? "text-ink" : undefined}
    >
      {action === "pause" ? (
        <CirclePause aria-hidden size={16} />
      ) : (
        <CirclePlay aria-hidden size={16} />
      )}
      {action === "pause" ? "Pause" : "Resume"}
    </Button>
  );
}
