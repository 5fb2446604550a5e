// `npm run bench:events`: the live hints' stream at scale. Starts the production server (SQLite,
// and Redis when it answers), signs up --streams users (1,000) through the API, holds one
// GET /api/v1/events stream open for each, and prints the server's resident memory per stream
// (RSS before and after opening them, divided) and the delivery latency of hints, p50/p99:
// one hint at a time, then one hint to every stream at once. The hints are published into Redis
// the way another instance publishes them (lib/live/channel.mjs), so the figure is Redis →
// instance → browser; without Redis the latency part is skipped. It prints, and never fails on
// slowness. Options: --streams=1000  --hints=500
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import Redis from "ioredis";
import { encodeHintMessage, HINTS_CHANNEL } from "../lib/live/channel.mjs";
import { freePort, rssMiB, serverEnv, startNode, waitFor } from "./support.mjs";

const option = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const STREAMS = Number(option("streams", 1_000));
const HINTS = Number(option("hints", 500));
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const PASSWORD = "Str0ng!Pass";
const SIGNUPS_AT_ONCE = 8;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const ms = (value) => `${value.toFixed(1)} ms`;
const sleep = (millis) => new Promise((resolve) => setTimeout(resolve, millis));

async function redisClient() {
  const client = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.ping();
    return client;
  } catch {
    client.disconnect();
    return undefined;
  }
}

/** Each stream holds a socket on each side: both processes need the files for them. */
function checkFileLimit() {
  const soft = Number(spawnSync("sh", ["-c", "ulimit -n"]).stdout.toString().trim());
  if (Number.isFinite(soft) && soft < STREAMS + 500) {
    console.info(
      `[bench] open-file limit ${soft} is below ${STREAMS + 500}: run \`ulimit -n 65536\` first`,
    );
    process.exit(1);
  }
}

async function signUp(base) {
  const res = await fetch(`${base}/api/v1/users/signup`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      email: `bench-${randomUUID()}@example.com`,
      password: PASSWORD,
      firstname: "Bench",
      lastname: "Stream",
      country: "USA",
      type: 0,
    }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`signup: ${res.status} ${JSON.stringify(body)}`);
  return { id: body.id, token: body.access_token };
}

async function signUpMany(base, count) {
  const users = [];
  while (users.length < count) {
    const batch = Math.min(SIGNUPS_AT_ONCE, count - users.length);
    users.push(...(await Promise.all(Array.from({ length: batch }, () => signUp(base)))));
  }
  return users;
}

/**
 * One open stream over node:http (one socket each); `onHint(hint, at)` gets every data line with
 * the moment it arrived. Resolves once the first comment is in.
 */
function openStream(port, token, onHint) {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/v1/events",
        headers: { Authorization: `Bearer ${token}`, Accept: "text/event-stream" },
        agent: false,
      },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
        res.setEncoding("utf8");
        let buffer = "";
        let connected = false;
        res.on("data", (chunk) => {
          const at = performance.now();
          buffer += chunk;
          let end = buffer.indexOf("\n\n");
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith("data: ")) onHint(JSON.parse(block.slice(6)), at);
            else if (!connected) {
              connected = true;
              resolve({ close: () => req.destroy() });
            }
            end = buffer.indexOf("\n\n");
          }
        });
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** Publishes `hint` for `userId` as another instance would, and waits for it (or 5 s). */
function measureOne(redis, pending, userId, hint) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      pending.delete(hint.booking_id);
      resolve(undefined);
    }, 5_000);
    const sentAt = performance.now();
    pending.set(hint.booking_id, (at) => {
      clearTimeout(timer);
      resolve(at - sentAt);
    });
    void redis.publish(HINTS_CHANNEL, encodeHintMessage("bench", userId, hint));
  });
}

function summary(label, latencies, expected) {
  const arrived = latencies.filter((value) => value !== undefined).sort((a, b) => a - b);
  if (arrived.length === 0) return console.info(`${label}: no hint arrived`);
  console.info(
    `${label}: ${arrived.length}/${expected} delivered, p50 ${ms(percentile(arrived, 0.5))}, ` +
      `p99 ${ms(percentile(arrived, 0.99))}, max ${ms(arrived.at(-1))}`,
  );
}

async function main() {
  checkFileLimit();
  const redis = await redisClient();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "seers-bench-events-"));
  const env = serverEnv({
    port,
    dataDir,
    REDIS_URL: redis ? REDIS_URL : "",
    DEMO_ACCOUNTS: "false",
    WORKERS_ENABLED: "false",
    RATE_LIMIT_PER_IP: "1000000",
    RATE_LIMIT_PER_ACCOUNT: "1000000",
  });
  const server = startNode(["scripts/server.mjs"], env);
  const streams = [];
  try {
    await waitFor(`${base}/api/v1/utils/health-check/`, server);
    console.info(
      `[bench] one instance on SQLite${redis ? ` with Redis (${REDIS_URL})` : ", no Redis"}: signing up ${STREAMS} users…`,
    );
    const users = await signUpMany(base, STREAMS);
    // Warm the route (and its first subscriber) before the baseline is read.
    const warm = await openStream(port, users[0].token, () => undefined);
    warm.close();
    await sleep(2_000);
    const before = rssMiB(server.child.pid);

    const pending = new Map();
    const onHint = (hint, at) => pending.get(hint.booking_id)?.(at);
    const openedAt = performance.now();
    for (let i = 0; i < users.length; i += 50) {
      const batch = users.slice(i, i + 50);
      streams.push(...(await Promise.all(batch.map((u) => openStream(port, u.token, onHint)))));
    }
    const openMs = performance.now() - openedAt;
    await sleep(2_000);
    const after = rssMiB(server.child.pid);
    console.info(
      `streams: ${streams.length} open in ${(openMs / 1000).toFixed(1)} s; server RSS ${before.toFixed(0)} → ${after.toFixed(0)} MiB, ` +
        `${(((after - before) * 1024) / streams.length).toFixed(1)} KiB per stream`,
    );

    if (!redis) {
      console.info(
        "latency: skipped (needs Redis at 127.0.0.1:6379 or TEST_REDIS_URL to publish as another instance)",
      );
      return;
    }
    const sequential = [];
    for (let i = 0; i < HINTS; i++) {
      const user = users[i % users.length];
      sequential.push(
        await measureOne(redis, pending, user.id, { type: "booking", booking_id: `one-${i}` }),
      );
    }
    summary(`latency, one hint at a time (${HINTS})`, sequential, HINTS);
    const burst = await Promise.all(
      users.map((user, i) =>
        measureOne(redis, pending, user.id, { type: "booking", booking_id: `all-${i}` }),
      ),
    );
    summary(
      `latency, one hint to each of the ${users.length} streams at once`,
      burst,
      users.length,
    );
    console.info(
      `server RSS with the streams after the hints: ${rssMiB(server.child.pid)?.toFixed(0)} MiB`,
    );
  } finally {
    for (const stream of streams) stream.close();
    redis?.disconnect();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
