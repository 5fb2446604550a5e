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
