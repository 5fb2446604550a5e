import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { LazyToaster } from "@/components/site/lazy-toaster";
import { BRAND_NAME } from "@/lib/brand";
import { serif } from "@/lib/fonts";
import { THEME, WORKER_REGISTRATION_SCRIPT } from "@/lib/install/app";
import { THEME_BOOT_SCRIPT } from "@/lib/theme";
import "./globals.css";

export const metadata: Metadata = {
  title: {
    default: `${BRAND_NAME}: find spiritual coaches, readers and healers`,
    template: `%s | ${BRAND_NAME}`,
  },
  description:
    "Find spiritual coaches, readers and healers, and book time with the one who fits you.",
};

// Every page is rendered per request (its script nonce is), so the build prerenders none: pages
// render in parallel with this layout and would otherwise open the database at build time.
export const dynamic = "force-dynamic";

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: THEME.theme,
};

/** One inline script: the theme before paint, the service worker after load (nothing to download). */
const HEAD_SCRIPT = `${THEME_BOOT_SCRIPT}${WORKER_REGISTRATION_SCRIPT}`;

export default async function RootLayout({ children }: { children: ReactNode }) {
  // proxy.ts sets a fresh nonce per request; the Content-Security-Policy runs no script without it.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    // The theme script may add "dark" to <html> before React hydrates.
    <html lang="en" className={serif.variable} suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: fixed strings of ours, no user input */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
      </head>
      <body className="min-h-dvh font-sans">
        {children}
        <LazyToaster />
      </body>
    </html>
  );
}
