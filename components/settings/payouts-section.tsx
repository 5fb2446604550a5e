"use client";
/**
 * Payouts (Seers, when sessions are paid by card): whether Stripe can pay them, what it still asks
 * for, and the way to Stripe's own pages to set it up. Back from Stripe, the API re-reads the account.
 */
import Link from "next/link";
import { useId, useState } from "react";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { fetchJson } from "@/lib/client/fetcher";
import { sendJson } from "@/lib/client/request";
import type { PayoutStatus } from "@/lib/payments/schema";
import { SettingsCard } from "./settings-card";

const URL = "/api/v1/users/me/payouts";

type Payouts = { status: PayoutStatus; requirements: string[] };

const SAYS: Record<PayoutStatus, { line: string; button: string }> = {
  not_started: {
    line: "Set up payouts to publish your listing and be paid for your sessions. Stripe, our payment partner, asks for a few details and your bank account.",
    button: "Set up payouts",
  },
  pending: {
    line: "You started setting up payouts: Stripe still needs a few details.",
    button: "Continue with Stripe",
  },
  enabled: {
    line: "Payouts are set up. Each session's money comes to your bank a day after the session, less the platform's fee.",
    button: "Update your details on Stripe",
  },
  restricted: {
    line: "Stripe needs more from you before it can pay you again; meanwhile you take no new requests.",
    button: "Give Stripe what it needs",
  },
};

/** "individual.verification.document" → "individual verification document". */
const readable = (field: string) => field.replace(/[._]/g, " ");

export function PayoutsSection({ linkExpired = false }: { linkExpired?: boolean }) {
  const titleId = useId();
  const { data, error } = useSWR<Payouts>(URL, fetchJson);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function start() {
    setBusy(true);
    setFailure(null);
    const result = await sendJson<{ url: string }>("POST", `${URL}/onboarding`);
    if (!result.ok) {
      setBusy(false);
      return setFailure(result.message);
    }
    // Stripe's own pages; they send the Seer back to Settings.
    window.location.assign(result.data.url);
  }

  const says = data ? SAYS[data.status] : null;
  return (
    <SettingsCard title="Payouts" titleId={titleId}>
      {linkExpired ? (
        <p role="status" className="rounded-lg border border-line bg-muted px-3 py-2 text-sm">
          That link to Stripe had expired: start again below.
        </p>
      ) : null}
      {error ? <FormAlert message={error.message} /> : null}
      {failure ? <FormAlert message={failure} /> : null}
      {says ? (
        <>
          <p className="text-sm text-ink">{says.line}</p>
          {data && data.requirements.length > 0 ? (
            <div className="flex flex-col gap-1 text-sm text-ink-muted">
              <p>Stripe asks for:</p>
              <ul className="list-disc pl-5">
                {data.requirements.map((field) => (
                  <li key={field}>{readable(field)}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant={data?.status === "enabled" ? "secondary" : "primary"}
              disabled={busy}
              aria-busy={busy}
              onClick={() => void start()}
            >
              {says.button}
            </Button>
            {data?.status === "enabled" ? (
              <Link href="/earnings" className="text-sm font-semibold text-accent underline">
                See your earnings
              </Link>
            ) : null}
          </div>
        </>
      ) : null}
    </SettingsCard>
  );
}
