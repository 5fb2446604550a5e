"use client";
/**
 * /admin/no-shows: the no-show claims a party contested (or all of them), each with both parties'
 * words and when each entered and left the session's room, in the admin's zone; the admins settle
 * a claim as upheld (the absent party did not come) or rejected (the session was held).
 */
import { Check, UserX, X } from "lucide-react";
import { useState } from "react";
import useSWR, { useSWRConfig } from "swr";
import { ScreenHeading } from "@/components/app/screen-heading";
import type { Booking, BookingList } from "@/components/booking/booking-types";
import { sessionWhen, zoneCity } from "@/components/booking/times";
import { useReaderZone } from "@/components/booking/use-reader-zone";
import { Button } from "@/components/ui/button";
import { DataTableState, TableEmpty } from "@/components/ui/data-table-state";
import { refocusIfLost } from "@/components/ui/return-focus";
import { fetchJson } from "@/lib/client/fetcher";
import { sendJson } from "@/lib/client/request";
import { showError, showSuccess } from "@/lib/client/toasts";

const QUEUE_KEY = "/api/v1/no-shows/";
type Status = "contested" | "all";
const STATUS_WORDS = {
  open: "Open",
  contested: "Contested",
  upheld: "Upheld",
  rejected: "Rejected",
} as const;

function when(iso: string | null, zone: string): string {
  if (!iso) return "—";
  return new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    second: "2-digit",
  }).format(new Date(iso));
}

function Presence({ booking, zone }: { booking: Booking; zone: string }) {
  const rows = booking.room_presence ?? [];
  const name = (party: string) => (party === "seer" ? booking.seer_name : booking.seeker_name);
  return (
    <section aria-label="Room presence" className="rounded-xl border border-line">
      <h4 className="border-b border-line px-3 py-2 text-sm font-semibold text-ink">
        In the session&apos;s room ({zoneCity(zone)} time)
      </h4>
      {rows.length === 0 ? (
        <p className="px-3 py-2 text-sm text-ink-muted">
          {booking.mode === "in_person"
            ? "Held in person: the room has nothing to say."
            : "Nobody entered the built-in room (or the session was at the Seer's own link)."}
        </p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-ink-muted">
            <tr>
              <th scope="col" className="px-3 py-1.5 font-medium">
                Who
              </th>
              <th scope="col" className="px-3 py-1.5 font-medium">
                Entered
              </th>
              <th scope="col" className="px-3 py-1.5 font-medium">
                Left
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.party}-${row.joined_at}`} className="border-t border-line">
                <td className="px-3 py-1.5 text-ink">{name(row.party)}</td>
                <td className="px-3 py-1.5 text-ink tabular-nums">{when(row.joined_at, zone)}</td>
                <td className="px-3 py-1.5 text-ink tabular-nums">{when(row.left_at, zone)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function ClaimCard({ booking, zone }: { booking: Booking; zone: string }) {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const claim = booking.no_show;
  if (!claim) return null;
  const titleId = `no-show-${booking.id}`;
  const name = (party: string) => (party === "seer" ? booking.seer_name : booking.seeker_name);
  const reporter = name(claim.reported_by);
  const absent = name(claim.absent);
  const settled = claim.status === "upheld" || claim.status === "rejected";

  async function resolve(outcome: "upheld" | "rejected") {
    setBusy(true);
    const result = await sendJson("POST", `/api/v1/bookings/${booking.id}/no-show/resolve`, {
      outcome,
    });
    setBusy(false);
    if (!result.ok) showError(result.message);
    else showSuccess(outcome === "upheld" ? "The no-show is upheld." : "The no-show is rejected.");
    await mutate((key) => typeof key === "string" && key.startsWith(QUEUE_KEY));
    refocusIfLost();
  }

  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="font-serif text-xl font-semibold break-words text-ink">
          {reporter} says {absent} ({claim.absent === "seer" ? "the Seer" : "the seeker"}) did not
          come
        </h3>
        <p className="text-sm text-ink-muted">
          {booking.hours}-hour session, {sessionWhen(booking.start, booking.end, zone)} (
          {zoneCity(zone)} time) · {STATUS_WORDS[claim.status]}
        </p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-1">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {reporter}&apos;s note · {when(claim.reported_at, zone)}
          </dt>
          <dd className="break-words whitespace-pre-wrap text-ink">{claim.note ?? "No note."}</dd>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {absent}&apos;s answer
          </dt>
          <dd className="break-words whitespace-pre-wrap text-ink">
            {claim.contest_note ?? "Not contested."}
          </dd>
        </div>
      </dl>
      <Presence booking={booking} zone={zone} />
      {settled ? null : (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void resolve("upheld")} disabled={busy} aria-describedby={titleId}>
            <Check aria-hidden size={16} />
            Upheld
          </Button>
          <Button
            variant="secondary"
            className="text-ink"
            onClick={() => void resolve("rejected")}
            disabled={busy}
            aria-describedby={titleId}
          >
            <X aria-hidden size={16} />
            Rejected
          </Button>
        </div>
      )}
      <p className="text-xs text-ink-muted">
        Upheld:{" "}
        {claim.absent === "seer"
          ? "the session counts as cancelled by the Seer and the seeker is refunded in full."
          : "the session counts as held for the Seer, and the seeker cannot review it."}{" "}
        Rejected: the session was held, and is completed as usual.
      </p>
    </li>
  );
}

export function NoShowsScreen({ accountZone }: { accountZone: string | null }) {
  const [status, setStatus] = useState<Status>("contested");
  const zone = useReaderZone(accountZone);
  const { data, error, mutate } = useSWR<BookingList>(
    `${QUEUE_KEY}?status=${status}&limit=100`,
    fetchJson,
    { keepPreviousData: true },
  );
  const list = { rows: zone ? data?.data : undefined, error, retry: () => mutate() };
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeading
        title="No-shows"
        description="Claims that one party did not come to a session, with the times each was in the room."
      />
      <fieldset className="flex flex-wrap items-center gap-3">
        <legend className="sr-only">Which claims</legend>
        {(["contested", "all"] as const).map((value) => (
          <label key={value} className="inline-flex min-h-11 items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name="no-show-status"
              value={value}
              checked={status === value}
              onChange={() => setStatus(value)}
              className="size-4 accent-brand-700"
            />
            {value === "contested" ? "Contested" : "All"}
          </label>
        ))}
      </fieldset>
      <DataTableState
        list={list}
        loading="Loading no-shows…"
        failed="We couldn't load the no-shows."
        empty={
          <TableEmpty
            icon={<UserX aria-hidden size={22} />}
            title={status === "contested" ? "No contested no-shows." : "No no-shows yet."}
          />
        }
      >
        {(rows) => (
          <ul className="flex flex-col gap-4">
            {rows.map((booking) => (
              <ClaimCard key={booking.id} booking={booking} zone={zone ?? "UTC"} />
            ))}
          </ul>
        )}
      </DataTableState>
    </div>
  );
}
