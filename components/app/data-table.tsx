/**
 * The signed-in area's tables (items, users). Wide enough, a table; in a narrow container (a
 * phone, or beside the sidebar on a small laptop) each row becomes a card of labelled lines.
 * The explicit roles keep the table's semantics when CSS changes the rows' display.
 */
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type Column = { label: string; className?: string; srOnly?: boolean };

type DataTableProps = {
  caption: string;
  columns: Column[];
  /** The rows shown are the previous page's while the new one loads. */
  dimmed?: boolean;
  children: ReactNode;
};

export function DataTable({ caption, columns, dimmed, children }: DataTableProps) {
  return (
    <div className="@container rounded-2xl border border-line bg-surface shadow-sm">
      <table
        // biome-ignore lint/a11y/noRedundantRoles: kept when the card layout changes CSS display
        role="table"
        className="w-full border-collapse text-left text-sm @max-2xl:block"
      >
        <caption className="sr-only">{caption}</caption>
        <thead
          // biome-ignore lint/a11y/noRedundantRoles: kept when the card layout changes CSS display
          role="rowgroup"
          className="@max-2xl:sr-only"
        >
          <tr
            // biome-ignore lint/a11y/noRedundantRoles: kept when the card layout changes CSS display
            role="row"
            className="border-b border-line"
          >
            {columns.map((column) => (
              <th
                key={column.label}
                // biome-ignore lint/a11y/noRedundantRoles: kept when the card layout changes CSS display
                role="columnheader"
                scope="col"
                className={cn(
                  "px-4 py-3 text-xs font-semibold tracking-wide text-ink-muted uppercase first:pl-6 last:pr-6",
                  column.className,
                )}
              >
                {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          // biome-ignore lint/a11y/noRedundantRoles: kept when the card layout changes CSS display
          role="rowgroup"
          aria-busy={dimmed || undefined}
          className={cn(
            "divide-y divide-line transition-opacity @max-2xl:block",
            dimmed && "opacity-50",
          )}
        >
          {children}
        </tbody>
      </table>
    </div>
  );
}

export function DataRow({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <tr
      // biome-ignore lint/a11y/noRedundantRoles: kept when the card layout changes CSS display
      role="row"
      className={cn(
        "align-middle @max-2xl:flex @max-2xl:flex-col @max-2xl:gap-2.5 @max-2xl:px-5 @max-2xl:py-4",
        className,
      )}
    >
      {children}
    </tr>
  );
}

type DataCellProps = {
  /** The column's name, shown beside the value when the row is a card. */
  label: string;
  /** On a card, the value alone (e.g. the action buttons) without the column name. */
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
};

export function DataCell({ label, hideLabel, className, children }: DataCellProps) {
  return (
    <td
      // biome-ignore lint/a11y/noRedundantRoles: kept when the card layout changes CSS display
      role="cell"
      className={cn(
        "@2xl:px-4 @2xl:py-3 @2xl:first:pl-6 @2xl:last:pr-6",
        hideLabel
          ? "@max-2xl:block @max-2xl:pt-1"
          : "@max-2xl:grid @max-2xl:grid-cols-[6.5rem_minmax(0,1fr)] @max-2xl:items-baseline @max-2xl:gap-3",
        className,
      )}
    >
      {hideLabel ? null : (
        <span
          aria-hidden
          className="hidden text-xs font-semibold tracking-wide text-ink-muted uppercase @max-2xl:block"
        >
          {label}
        </span>
      )}
      {/* min-w-0 lets long values (ids, emails) wrap inside the card's column. */}
      <div className="min-w-0">{children}</div>
    </td>
  );
}

/** "N/A" for an empty value, as the tables show it. */
export function NotAvailable() {
  return <span className="text-ink-muted italic">N/A</span>;
}

/** While the first page loads: a quiet placeholder the size of a short table. */
export function TableLoading({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex min-h-48 items-center justify-center gap-3 rounded-2xl border border-line bg-surface text-sm text-ink-muted shadow-sm"
    >
      <span
        aria-hidden
        className="size-6 animate-spin rounded-full border-3 border-brand-200 border-t-brand-700"
      />
      {label}
    </div>
  );
}

/** A list that failed to load: what happened and a way to ask again. */
export function TableError({
  title,
  message,
  onRetry,
}: {
  title: string;
  message?: string;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface px-6 py-10 text-center shadow-sm"
    >
      <p className="font-serif text-xl font-semibold text-ink">{title}</p>
      {message ? <p className="text-sm text-ink-muted">{message}</p> : null}
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex min-h-11 items-center justify-center rounded-lg border border-line px-5 text-sm font-semibold text-ink hover:bg-muted"
      >
        Try again
      </button>
    </div>
  );
}

/** A list with nothing in it (or a page past its end). */
export function TableEmpty({
  icon,
  title,
  children,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center">
      {icon ? (
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-accent">
          {icon}
        </span>
      ) : null}
      <p className="font-serif text-xl font-semibold text-ink">{title}</p>
      {children}
    </div>
  );
}

/**
 * A deleted row takes its focused button with it, leaving focus nowhere; call after the list
 * refreshed to put it on the page's heading, where keyboard and screen-reader users can go on.
 */
export function refocusIfLost(): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    document.querySelector<HTMLElement>("main h1")?.focus();
  });
}
