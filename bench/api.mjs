// `npm run bench:api`: load figures for the production server on loopback, on SQLite and (when it
// answers) on PostgreSQL. Prints requests/s, p50/p99 latency, non-2xx and errors per case, each
// next to a bare node:http baseline where one exists, then login cost and resident memory.
// It prints figures and never fails on slowness. Options:
//   --only=sqlite|postgres   one database      --duration=10 --warmup=3   seconds per case
//   --cpu-prof               write V8 CPU profiles of the servers (folder printed at the end)

import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { findNginx, renderNginxConfig, startNginx } from "../scripts/nginx.mjs";
import { benchLogin } from "./login.mjs";
import {
  freePort,
  measure,
  postgresDatabase,
  printTable,
  rssMiB,
  serverEnv,
  startNode,
  waitFor,
} from "./support.mjs";

const option = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const TIMES = { duration: Number(option("duration", 10)), warmup: Number(option("warmup", 3)) };
const CPU_PROF = process.argv.includes("--cpu-prof");
const ONLY = option("only", undefined);
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const UNLIMITED = "1000000000"; // rate limits out of the way: this measures throughput

function ensureBuild() {
  if (existsSync(path.join(process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"))) return;
  console.info("[bench] no production build: building first...");
  const build = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(1);
}

async function json(url, init) {
  const res = await fetch(url, init);
  if (!res.ok)
    throw new Error(`${init?.method ?? "GET"} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A signed-in user with 50 items; returns the Bearer headers and credentials. */
async function seedUser(base) {
  const email = `bench-${randomBytes(4).toString("hex")}@example.com`;
  const password = "Bench!Pass123";
  const user = await json(`${base}/api/v1/users/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, full_name: "Bench User" }),
  });
  const auth = { authorization: `Bearer ${user.access_token}` };
  for (let i = 0; i < 50; i++) {
    await json(`${base}/api/v1/items/`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ title: `Item ${i}`, description: `Seeded item number ${i}` }),
    });
  }
  return { id: user.id, email, password, auth, token: user.access_token };
}

async function baseline(script, env, readyUrl, init) {
  const port = await freePort();
  const proc = startNode([`bench/${script}`], { ...process.env, ...env, PORT: String(port) });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}${readyUrl}`, proc, 20_000, init);
  return { base, stop: proc.stop };
}

async function benchDatabase(target) {
  const db = target === "postgres" ? await postgresDatabase() : undefined;
  if (target === "postgres" && !db) {
    console.info(`\n[bench] PostgreSQL did not answer at ${new URL(ADMIN_URL).host}: skipped`);
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "seers-bench-"));
  const profiles = path.join(tmpdir(), "seers-bench-profiles", target);
  if (CPU_PROF) mkdirSync(profiles, { recursive: true });
  const port = await freePort();
  const env = serverEnv({
    port,
    dataDir,
    DATABASE_URL: db?.url ?? "",
    RATE_LIMIT_PER_IP: UNLIMITED,
    RATE_LIMIT_PER_ACCOUNT: UNLIMITED,
  });
  const base = `http://127.0.0.1:${port}`;
  const prof = CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${profiles}`] : [];
  const server = startNode([...prof, "scripts/server.mjs"], env);
  const database = db ? { DATABASE_URL: db.url } : { SQLITE_FILE: path.join(dataDir, "seers.db") };
  try {
    await waitFor(`${base}/api/v1/utils/health-check/`, server);
    const user = await seedUser(base);
    await new Promise((r) => setTimeout(r, 2_000));
    const idle = rssMiB(server.child.pid);
    const rows = [];
    const run = async (name, options) => {
      const figures = await measure({ ...options, url: `${base}${options.path}` }, TIMES);
      rows.push({ name, ...figures });
      return rows.at(-1);
    };
    const against = async (row, other, options) => {
      row.baseline = await measure({ ...options, url: `${other.base}${options.path}` }, TIMES);
    };

    const items = { path: "/api/v1/items/", headers: user.auth };
    const ours = await run("GET /api/v1/items/ (50 items)", items);
    const bareItems = await baseline(
      "bare-items-server.mjs",
      { ...database, SECRET_KEY: env.SECRET_KEY },
      items.path,
      { headers: user.auth },
    );
    const same =
      JSON.stringify(await json(`${base}${items.path}`, items)) ===
      JSON.stringify(await json(`${bareItems.base}${items.path}`, items));
    await against(ours, bareItems, items);
    await bareItems.stop();

    await run("GET /api/v1/users/me", { path: "/api/v1/users/me", headers: user.auth });
    await run("POST /api/v1/items/", {
      path: "/api/v1/items/",
      method: "POST",
      headers: { ...user.auth, "content-type": "application/json" },
      body: JSON.stringify({ title: "Bench item", description: "Written by npm run bench:api" }),
    });

    // Public pages: a visitor without a session is served from the page cache; a signed-in
    // visitor's page is rendered for them (the path every visitor took before the cache).
    const htmlFile = path.join(dataDir, "home.html");
    const html = Buffer.from(await (await fetch(`${base}/`)).arrayBuffer());
    writeFileSync(htmlFile, html);
    const size = `${(html.length / 1024).toFixed(0)} KiB`;
    const bareHtml = await baseline("bare-html-server.mjs", { HTML_FILE: htmlFile }, "/");
    const home = await run(`GET / (${size}), visitor: page cache`, { path: "/" });
    await against(home, bareHtml, { path: "/" });
    const cookie = { cookie: `access_token=${user.token}` };
    const signedIn = await run(`GET / (${size}), signed in: rendered`, {
      path: "/",
      headers: cookie,
    });
    await against(signedIn, bareHtml, { path: "/" });
    const nginxBin = findNginx();
    const nginx = nginxBin
      ? await startNginx(nginxBin, (listen) => renderNginxConfig(listen, [port]))
      : undefined;
    if (nginx) {
      const behind = { path: "/", url: `${nginx.url}/` };
      const figures = await measure(behind, TIMES);
      rows.push({ name: `GET / (${size}), visitor: nginx cache`, ...figures });
      await against(rows.at(-1), bareHtml, { path: "/" });
      await nginx.stop();
    } else {
      console.info("[bench] nginx is not installed: the nginx case is skipped");
    }
    await bareHtml.stop();

    const discover = "/discover?specialty=healing";
    const status = (await fetch(`${base}${discover}`)).status;
    const answers = status === 200 ? "" : ` (answers ${status})`;
    await run(`GET ${discover}${answers}, visitor`, { path: discover });
    await run(`GET ${discover}${answers}, signed in`, { path: discover, headers: cookie });

    const loaded = rssMiB(server.child.pid);
    printTable(
      `${target}: ${TIMES.duration} s per case after ${TIMES.warmup} s warm-up, 10 connections`,
      rows,
    );
    console.info(`items body identical to the baseline's: ${same ? "yes" : "NO"}`);
    console.info(
      `resident memory: ${idle?.toFixed(0)} MiB idle, ${loaded?.toFixed(0)} MiB after the load`,
    );
    await server.stop();
    await benchLogin({ env: { ...env, PORT: String(await freePort()) }, user, database, prof });
  } finally {
    await server.stop();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (CPU_PROF)
    console.info(
      `CPU profiles: ${profiles} (summarise with node bench/profile-summary.mjs <file>)`,
    );
}

ensureBuild();
console.info(
  `[bench] node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")} (server, baselines and autocannon share these cores)`,
);
const started = Date.now();
for (const target of ONLY ? [ONLY] : ["sqlite", "postgres"]) await benchDatabase(target);
console.info(`\n[bench] done in ${Math.round((Date.now() - started) / 1000)} s`);
