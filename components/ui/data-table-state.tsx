/**
 * What a signed-in list shows in place of its rows: a spinner while the first load runs, the
 * error with Try again, or its empty state; once rows arrive, the rows (a table, a list of cards).
 */
import type { ReactNode } from "react";

type DataTableStateProps<T> = {
  /** The list as loaded: its rows (undefined until the first load answers), error and retry. */
  list: { rows: readonly T[] | undefined; error: unknown; retry: () => unknown };
  /** The spinner's words: "Loading users…". */
  loading: string;
  /** The error's title: "We couldn't load the users.". */
  failed: string;
  /** Shown for no rows: a `TableEmpty` with the list's own words. */
  empty: ReactNode;
  children: (rows: readonly T[]) => ReactNode;
};

export function DataTableState<T>({
  list: { rows, error, retry },
  loading,
  failed,
  empty,
  children,
}: DataTableStateProps<T>) {
  if (error) {
    const message = error instanceof Error ? error.message : undefined;
    return <TableError title={failed} message={message} onRetry={() => void retry()} />;
  }
  if (!rows) return <TableLoading label={loading} />;
  if (rows.length === 0) return empty;
  return children(rows);
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

/** In an empty page past the list's end: back to its start. */
export function FirstPageButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="min-h-11 rounded-lg px-4 text-sm font-semibold text-accent hover:bg-muted"
    >
      Go to page 1
    </button>
  );
}
