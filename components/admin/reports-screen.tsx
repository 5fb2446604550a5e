"use client";
/**
 * /admin/reports: reported conversations, open ones first (or all), each with its reason, its two
 * people and its lines; the admins resolve a report or deactivate (reactivate) the reported account.
 */
import { Check, Flag } from "lucide-react";
import { useState } from "react";
import useSWR, { useSWRConfig } from "swr";
import { ScreenHeading } from "@/components/app/screen-heading";
import { Button } from "@/components/ui/button";
import { DataTableState, TableEmpty } from "@/components/ui/data-table-state";
import { refocusIfLost } from "@/components/ui/return-focus";
import { fetchJson } from "@/lib/client/fetcher";
import { sendJson } from "@/lib/client/request";
import { showError, showSuccess } from "@/lib/client/toasts";
import { cn } from "@/lib/cn";
import type { ReportAdmin, ReportsAdmin } from "@/lib/conversations/safety-schema";

const REPORTS_KEY = "/api/v1/reports/";
const WHEN = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const SENDERS = { seeker: "Seeker", seer: "Seer", system: "Booking" } as const;

type Status = "open" | "all";

function useReports(status: Status) {
  const { data, error, mutate } = useSWR<ReportsAdmin>(
    `${REPORTS_KEY}?status=${status}&limit=100`,
    fetchJson,
    { keepPreviousData: true },
  );
  return { rows: data?.data, error, retry: () => mutate() };
}

function useRefreshReports() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => typeof key === "string" && key.startsWith(REPORTS_KEY));
}

function Person({ label, person }: { label: string; person: ReportAdmin["reporter"] }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="break-words text-ink">
        {person.name}
        {person.email ? <span className="block text-sm text-ink-muted">{person.email}</span> : null}
        {person.id && !person.is_active ? (
          <span className="block text-sm font-medium text-danger-text">Deactivated</span>
        ) : null}
      </dd>
    </div>
  );
}

function ReportCard({ report }: { report: ReportAdmin }) {
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshReports();
  const titleId = `report-${report.id}`;
  const reported = report.reported;

  async function run(action: () => Promise<{ ok: boolean; message?: string }>, done: string) {
    setBusy(true);
    const result = await action();
    setBusy(false);
    if (!result.ok) return showError(result.message ?? "Something went wrong.");
    showSuccess(done);
    await refresh();
    refocusIfLost();
  }

  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="font-serif text-xl font-semibold break-words text-ink">
          {report.reason}
        </h3>
        <p className="text-sm text-ink-muted">
          Reported {WHEN.format(new Date(report.created_at))}
          {report.resolved_at ? ` · Resolved ${WHEN.format(new Date(report.resolved_at))}` : ""}
        </p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Person label="Reported by" person={report.reporter} />
        <Person label="About" person={reported} />
      </dl>
      <section aria-label="Reported conversation" className="rounded-xl border border-line">
        <h4 className="border-b border-line px-3 py-2 text-sm font-semibold text-ink">
          Conversation ({report.messages.length} {report.messages.length === 1 ? "line" : "lines"})
        </h4>
        <ol className="flex max-h-80 flex-col gap-2 overflow-y-auto p-3">
          {report.messages.map((line) => (
            <li key={line.id} className="flex flex-col text-sm">
              <span
                className={cn(
                  "text-xs font-semibold",
                  line.sender === "system" ? "text-ink-muted" : "text-ink",
                )}
              >
                {SENDERS[line.sender]} · {WHEN.format(new Date(line.created_at))}
              </span>
              <span className="break-words whitespace-pre-wrap text-ink">{line.body}</span>
            </li>
          ))}
        </ol>
      </section>
      <div className="flex flex-wrap gap-2">
        {report.resolved_at ? null : (
          <Button
            onClick={() =>
              void run(
                () => sendJson("POST", `${REPORTS_KEY}${report.id}/resolve`),
                "Report resolved.",
              )
            }
            disabled={busy}
            aria-describedby={titleId}
          >
            <Check aria-hidden size={16} />
            Resolve
          </Button>
        )}
        {reported.id ? (
          <Button
            variant="secondary"
            className={reported.is_active ? "text-danger-text" : undefined}
            disabled={busy}
            aria-describedby={titleId}
            onClick={() =>
              void run(
                () =>
                  sendJson("PATCH", `/api/v1/users/${reported.id}`, {
                    is_active: !reported.is_active,
                  }),
                reported.is_active
                  ? `${reported.name}'s account is deactivated.`
                  : `${reported.name}'s account is active again.`,
              )
            }
          >
            {reported.is_active ? `Deactivate ${reported.name}` : `Reactivate ${reported.name}`}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

export function ReportsScreen() {
  const [status, setStatus] = useState<Status>("open");
  const list = useReports(status);
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeading
        title="Reports"
        description="Conversations people reported. Only these can be read here."
      />
      <fieldset className="flex flex-wrap items-center gap-3">
        <legend className="sr-only">Which reports</legend>
        {(["open", "all"] as const).map((value) => (
          <label key={value} className="inline-flex min-h-11 items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name="report-status"
              value={value}
              checked={status === value}
              onChange={() => setStatus(value)}
              className="size-4 accent-brand-700"
            />
            {value === "open" ? "Open" : "All"}
          </label>
        ))}
      </fieldset>
      <DataTableState
        list={list}
        loading="Loading reports…"
        failed="We couldn't load the reports."
        empty={
          <TableEmpty
            icon={<Flag aria-hidden size={22} />}
            title={status === "open" ? "No open reports." : "No reports yet."}
          />
        }
      >
        {(reports) => (
          <ul className="flex flex-col gap-4">
            {reports.map((report) => (
              <ReportCard key={report.id} report={report} />
            ))}
          </ul>
        )}
      </DataTableState>
    </div>
  );
}
