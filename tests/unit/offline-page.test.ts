import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { THEME_BOOT_SCRIPT } from "@/lib/theme";

/** public/offline.html: what the service worker shows when a page cannot be reached. */
const html = readFileSync(path.join(process.cwd(), "public", "offline.html"), "utf8");

describe("the offline page (public/offline.html)", () => {
  it("follows the visitor's colour mode with the site's own theme script", () => {
    expect(html).toContain(`<script>${THEME_BOOT_SCRIPT}</script>`);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it("needs nothing but itself, the one file the worker precaches", () => {
    expect(html).not.toMatch(/\ssrc=|<link\b/);
    const links = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(links).toEqual(["", "/"]);
  });
});
