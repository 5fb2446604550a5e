"use client";
/**
 * After a ring that led nowhere: up to three other Seers who are available now, each with
 * Connect, and the way to all of them on Discover.
 */
import Link from "next/link";
import { lazy, Suspense, useState } from "react";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { fetchJson } from "@/lib/client/fetcher";
import { perMinuteLabel } from "@/lib/readings/rules";

const ConnectDialog = lazy(() => import("./connect-dialog"));

type AvailableCoach = {
  slug: string;
  display_name: string;
  headline: string;
  readings: { price_per_minute_cents: number; available_now: boolean } | null;
};

const SHOWN = 3;

export function OtherSeers({ except }: { except: string | null }) {
  const { data } = useSWR<{ data: AvailableCoach[] }>(
    `/api/v1/coaches/?available_now=true&limit=${SHOWN + 1}`,
    fetchJson,
  );
  const [chosen, setChosen] = useState<AvailableCoach | null>(null);
  const others = (data?.data ?? [])
    .filter((coach) => coach.slug !== except && coach.readings?.available_now)
    .slice(0, SHOWN);
  return (
    <section aria-labelledby="other-seers" className="flex flex-col gap-3">
      <h2 id="other-seers" className="font-serif text-xl font-semibold text-ink">
        Seers available now
      </h2>
      {others.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {others.map((coach) => (
            <li
              key={coach.slug}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface p-4"
            >
              <div className="min-w-0">
                <Link
                  href={`/profile/${coach.slug}`}
                  className="font-semibold text-ink hover:underline"
                >
                  {coach.display_name}
                </Link>
                <p className="text-sm text-ink-muted">
                  {coach.readings ? perMinuteLabel(coach.readings.price_per_minute_cents) : null}
                  {coach.headline ? ` · ${coach.headline}` : null}
                </p>
              </div>
              <Button
                variant="secondary"
                onClick={() => setChosen(coach)}
                aria-label={`Connect with ${coach.display_name}`}
              >
                Connect
              </Button>
            </li>
          ))}
        </ul>
      ) : data ? (
        <p className="text-sm text-ink-muted">Nobody else is available this very moment.</p>
      ) : null}
      <Link
        href="/discover?available_now=true"
        className="inline-flex min-h-11 items-center self-start text-sm font-medium text-accent hover:underline"
      >
        All Seers available now
      </Link>
      {chosen?.readings ? (
        <Suspense fallback={null}>
          <ConnectDialog
            coach={{
              slug: chosen.slug,
              name: chosen.display_name,
              pricePerMinuteCents: chosen.readings.price_per_minute_cents,
            }}
            open
            onOpenChange={(open) => {
              if (!open) setChosen(null);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
