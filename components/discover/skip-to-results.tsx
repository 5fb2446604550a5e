/**
 * "Skip to results": the first tab stop on Discover, past the header, the search bar and the
 * filters (forty-odd stops) to the first coach. It has to come before the header, so it lives in
 * the public layout, which does not know which page it wraps: CSS shows it only on a page that
 * has results to skip to (`RESULTS_ID`), with no JavaScript. Hidden until focused.
 */

export const RESULTS_ID = "results";

export function SkipToResults() {
  return (
    <a
      href={`#${RESULTS_ID}`}
      className="fixed top-3 left-3 z-50 hidden -translate-y-24 rounded-lg bg-brand-700 px-4 py-3 text-sm font-semibold text-white shadow-lg focus:translate-y-0 [body:has(#results)_&]:block"
    >
      Skip to results
    </a>
  );
}
