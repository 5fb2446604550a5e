/**
 * Self-hosted heading font (no request to a font service at build or run time).
 *
 * Body text uses the platform's own UI font (Roboto on Android, San Francisco on iOS and macOS,
 * Segoe UI on Windows): a variable web font for body text held first paint back by about a second
 * on a phone-class CPU (Lighthouse, issue 13) and cost 48 KB. Headings keep Fraunces, the brand's
 * voice, which swaps in without delaying the first paint: one static weight, 600, made from the
 * variable font by scripts/heading-font.py (18 KB instead of 37 KB, fetched before every page's
 * largest paint).
 */
import localFont from "next/font/local";

export const serif = localFont({
  src: "./fraunces-600.woff2",
  variable: "--font-fraunces",
  display: "swap",
  weight: "600",
  // Not preloaded: every page's largest paint is a picture, which a preloaded font would compete
  // with for the first round trips; headings ask for it as soon as they are styled anyway.
  preload: false,
});
