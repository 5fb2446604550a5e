"use client";
/**
 * Connect: a seeker asks an available Seer for a reading now. They choose the most it may last
 * (and so the most it may cost), read the terms, and press Connect: POST /readings/ makes the
 * reading, then Stripe's Checkout holds the maximum (payments on) or the calling screen rings the
 * Seer at once. A visitor is sent to log in and brought back to the Seer. Loaded lazily by the
 * cards and the profile (a default export for next/dynamic), so public pages carry none of it.
 */
import { LogIn, PhoneCall } from "lucide-react";
import { useEffect, useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { ChoiceGroup } from "@/components/ui/choice-group";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { fetchJson } from "@/lib/client/fetcher";
import { sendJson } from "@/lib/client/request";
import { useViewer } from "@/lib/client/viewer";
import type { PaymentsTerms } from "@/lib/payments/schema";
import {
  MAX_MINUTES_CHOICES,
  type MaxMinutes,
  maxChargeCents,
  perMinuteLabel,
  readingAmountLabel,
} from "@/lib/readings/rules";
import { ConnectTerms } from "./connect-terms";

export type ConnectDialogProps = {
  coach: { slug: string; name: string; pricePerMinuteCents: number };
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type Created = { id: string; payment?: { checkout_url: string | null } | null };

const DEFAULT_MAX: MaxMinutes = 10;

/** Whether readings are paid by card here (GET /payments/config, public), asked once per tab. */
let termsAsked: Promise<PaymentsTerms | null> | null = null;
function paymentsTerms(): Promise<PaymentsTerms | null> {
  termsAsked ??= fetchJson<PaymentsTerms>("/api/v1/payments/config").catch(() => {
    termsAsked = null;
    return null;
  });
  return termsAsked;
}

function loginHref(): string {
  const { pathname, search } = window.location;
  return `/login?next=${encodeURIComponent(`${pathname}${search}`)}`;
}

export default function ConnectDialog({ coach, open, onOpenChange }: ConnectDialogProps) {
  const viewer = useViewer();
  const firstName = coach.name.split(" ")[0] || coach.name;
  const price = coach.pricePerMinuteCents;
  const [maxMinutes, setMaxMinutes] = useState<MaxMinutes>(DEFAULT_MAX);
  const [paidByCard, setPaidByCard] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setProblem(null);
    let live = true;
    void paymentsTerms().then((terms) => {
      if (live) setPaidByCard(terms?.enabled ?? false);
    });
    return () => {
      live = false;
    };
  }, [open]);

  async function connect() {
    setBusy(true);
    setProblem(null);
    const result = await sendJson<Created>("POST", "/api/v1/readings/", {
      coach: coach.slug,
      max_minutes: maxMinutes,
    });
    if (result.ok) {
      // Paid by card: Checkout holds the maximum and brings the seeker back to the calling screen.
      const checkout = result.data.payment?.checkout_url;
      window.location.assign(checkout ?? `/bookings/${result.data.id}`);
      return;
    }
    setBusy(false);
    if (result.status === 401) {
      window.location.assign(loginHref());
      return;
    }
    setProblem(result.message);
  }

  const options = MAX_MINUTES_CHOICES.map((minutes) => ({
    value: minutes,
    label: `${minutes} minutes · at most ${readingAmountLabel(maxChargeCents(price, minutes))}`,
  }));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Connect with ${coach.name}`}
      description={
        <>
          A reading now, at{" "}
          <span className="font-semibold text-ink tabular-nums">{perMinuteLabel(price)}</span>. You
          pay only for the minutes you use.
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <ChoiceGroup
          type="radio"
          legend="The most it may last"
          options={options}
          value={maxMinutes}
          onChange={setMaxMinutes}
          columns="grid-cols-1"
        />
        <ConnectTerms
          firstName={firstName}
          paidByCard={paidByCard ?? false}
          maxLabel={`${maxMinutes} minutes, ${readingAmountLabel(maxChargeCents(price, maxMinutes))}`}
        />
        <FormAlert message={problem} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Not now
          </Button>
          {viewer === null ? (
            <a href={loginHref()} className={buttonClasses("primary")}>
              <LogIn aria-hidden size={18} />
              Log in to connect
            </a>
          ) : (
            <Button
              onClick={() => void connect()}
              disabled={busy || paidByCard === null}
              aria-busy={busy}
            >
              <PhoneCall aria-hidden size={18} />
              {busy ? "Connecting…" : "Connect"}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
