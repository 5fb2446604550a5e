// `npm run bench:js`: the JavaScript a first visit to each public page downloads, as it travels
// (Brotli, headers included): Chromium opens the page as a visitor on a phone and waits until
// the network is idle, so chunks that load during hydration count too, not only the <script>
// tags of the HTML; nothing is clicked. Prints the total per page and its largest files, with the
// libraries each one is recognised to hold. Prints figures; never fails.
// Usage: node scripts/first-load-js.mjs [pages...]
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, devices } from "@playwright/test";
import { findChromium } from "./find-chromium.mjs";
import { freePort } from "./free-port.mjs";

const PAGES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      "/",
      "/discover",
      "/events",
      "/events/new-moon-intention-circle",
      "/blog",
      "/blog/how-to-choose-a-tarot-reader-you-can-trust",
      "/profile",
      "/profile/amara-okafor",
      // A Seer of one's own (the demo story's, seeded on the embedded SQLite default): the booking
      // panel and the readings-now box, which the sample coaches' pages do not have.
      "/profile/luna-rivers",
    ];
/** Markers that name what a chunk carries (strings these libraries keep in production builds). */
const MARKERS = {
  "react-dom": "react-dom",
  next: "__next_f",
  "react-hook-form": "useFormContext",
  zod: "ZodError",
  sonner: "data-sonner-toaster",
  "radix dialog": "DialogContent",
  "radix slider": "SliderThumb",
  "radix tabs": "TabsTrigger",
  swr: "swr",
  "floating-ui": "floating-ui",
  lucide: "lucide",
};

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "seers-js-"));
const server = spawn(process.execPath, ["scripts/server.mjs"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    NODE_ENV: "production",
    DATA_DIR: dataDir,
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({
  executablePath: await findChromium(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
try {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/v1/utils/health-check/`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  const rows = [];
  for (const page of PAGES) {
    // A fresh context a page: an empty cache, as a first visit has.
    const context = await browser.newContext({ ...devices["Pixel 7"] });
    const tab = await context.newPage();
    const scripts = [];
    tab.on("requestfinished", async (request) => {
      if (request.resourceType() !== "script") return;
      const sizes = await request.sizes().catch(() => undefined);
      const response = await request.response();
      const body = await response?.body().catch(() => undefined);
      if (!sizes || !body) return;
      const text = body.toString("utf8");
      scripts.push({
        file: path.basename(new URL(request.url()).pathname),
        kb: (sizes.responseBodySize + sizes.responseHeadersSize) / 1024,
        encoding: (await response?.headerValue("content-encoding")) ?? "none",
        holds: Object.entries(MARKERS)
          .filter(([, marker]) => text.includes(marker))
          .map(([name]) => name),
      });
    });
    await tab.goto(`${base}${page}`, { waitUntil: "networkidle" });
    await context.close();
    const total = scripts.reduce((sum, f) => sum + f.kb, 0);
    rows.push({ page, files: scripts.length, "KB transferred": Number(total.toFixed(1)) });
    scripts.sort((a, b) => b.kb - a.kb);
    console.info(`\n${page}: ${total.toFixed(1)} KB in ${scripts.length} files`);
    for (const f of scripts.slice(0, 8))
      console.info(
        `  ${f.kb.toFixed(1).padStart(6)} KB  ${f.file} (${f.encoding})  ${f.holds.join(", ")}`,
      );
  }
  console.info("");
  console.table(rows);
} finally {
  await browser.close();
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
