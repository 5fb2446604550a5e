import type { MetadataRoute } from "next";
import { BRAND_NAME } from "@/lib/brand";
import { APP_ICONS, THEME } from "@/lib/install/app";

// The web app manifest (Next links it from every page's <head>): what a phone's "Install" or
// "Add to Home screen" needs, and shortcuts to the two places people come back to.
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: `${BRAND_NAME}: spiritual coaches, readers and healers`,
    short_name: BRAND_NAME,
    description:
      "Find spiritual coaches, readers and healers, and book time with the one who fits you.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: THEME.theme,
    background_color: THEME.background,
    icons: [
      { src: APP_ICONS.small, sizes: "192x192", type: "image/png", purpose: "any" },
      { src: APP_ICONS.large, sizes: "512x512", type: "image/png", purpose: "any" },
      { src: APP_ICONS.maskable, sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts: [
      {
        name: "Messages",
        description: "Your conversations",
        url: "/messages",
        icons: [{ src: APP_ICONS.small, sizes: "192x192", type: "image/png" }],
      },
      {
        name: "Bookings",
        description: "Your sessions and requests",
        url: "/bookings",
        icons: [{ src: APP_ICONS.small, sizes: "192x192", type: "image/png" }],
      },
    ],
  };
}
