/** Shown while a signed-in page and its session load. */
export default function Loading() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status">
      <span
        className="size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
        aria-hidden
      />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
