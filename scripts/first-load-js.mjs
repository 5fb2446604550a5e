// `npm run bench:js`: the JavaScript each public page makes a first visit download, gzipped as
// it travels: every <script src> of the page's HTML, served by the production server. Prints the
// total per page and its largest files, with the libraries each one is recognised to hold.
// Prints figures; never fails. Usage: node scripts/first-load-js.mjs [pages...]
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const PAGES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      "/",
      "/discover",
      "/events",
      "/blog",
      "/blog/how-to-choose-a-tarot-reader-you-can-trust",
      "/profile",
      "/profile/amara-okafor",
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
  swr: "swr",
  "floating-ui": "floating-ui",
  "next router": "prefetch",
  lucide: "lucide",
};

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

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
try {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/v1/utils/health-check/`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  const sizes = new Map();
  async function file(src) {
    if (!sizes.has(src)) {
      const bytes = Buffer.from(await (await fetch(`${base}${src}`)).arrayBuffer());
      const text = bytes.toString("utf8");
      const holds = Object.entries(MARKERS)
        .filter(([, marker]) => text.includes(marker))
        .map(([name]) => name);
      sizes.set(src, { kb: gzipSync(bytes).length / 1024, holds });
    }
    return sizes.get(src);
  }
  const rows = [];
  for (const page of PAGES) {
    const html = await (await fetch(`${base}${page}`)).text();
    // noModule scripts are polyfills that modern browsers never download.
    const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    const srcs = [
      ...new Set(
        tags
          .filter((tag) => !/\snoModule/i.test(tag))
          .map((tag) => /\ssrc="(\/_next\/static\/[^"]+\.js)"/.exec(tag)?.[1])
          .filter(Boolean),
      ),
    ];
    const files = await Promise.all(srcs.map(async (src) => ({ src, ...(await file(src)) })));
    const total = files.reduce((sum, f) => sum + f.kb, 0);
    rows.push({ page, files: files.length, "KB (gzip)": Number(total.toFixed(1)) });
    files.sort((a, b) => b.kb - a.kb);
    console.info(`\n${page}: ${total.toFixed(1)} KB in ${files.length} files`);
    for (const f of files.slice(0, 8))
      console.info(
        `  ${f.kb.toFixed(1).padStart(6)} KB  ${path.basename(f.src)}  ${f.holds.join(", ")}`,
      );
  }
  console.info("");
  console.table(rows);
} finally {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
