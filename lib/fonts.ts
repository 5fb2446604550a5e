/**
 * Self-hosted display font from npm (no request to a font service at build or run time).
 *
 * Body text uses the platform's own UI font (Roboto on Android, San Francisco on iOS and macOS,
 * Segoe UI on Windows): a variable web font for body text held first paint back by about a second
 * on a phone-class CPU (Lighthouse, issue 13) and cost 48 KB. Headings keep Fraunces, the brand's
 * voice, which swaps in without delaying the first paint.
 */
import localFont from "next/font/local";

export const serif = localFont({
  src: "../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
  variable: "--font-fraunces",
  display: "swap",
  weight: "100 900",
});
