// `npm run bench:events`: the live hints' stream at scale. Starts the production server
// (PostgreSQL when it answers, else SQLite; Redis when it answers), signs up --streams/--tabs
// people (10,000 / 20: 500 people with 20 tabs each) through the API, holds --tabs
// GET /api/v1/events streams open for each, and prints: the server's resident memory per stream
// (RSS before and after opening them, divided) and how long opening them all took; whether every
// stream stayed open through --hold seconds (60) with its keep-alive comments; the delivery
// latency of a new message to the other person's stream, p50/p99 (the demo Seer and seeker
// writing to each other, each with a stream open among the others); and the latency of hints
// published into Redis the way another instance publishes them (lib/live/channel.mjs), one at a
// time, then one to every person at once. It prints, and never fails on slowness.
// Options: --streams=1000  --tabs=20  --hold=60  --hints=500  --messages=20  --db=postgres|sqlite
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import Redis from "ioredis";
import { encodeHintMessage, HINTS_CHANNEL } from "../lib/live/channel.mjs";
import { freePort, postgresDatabase, rssMiB, serverEnv, startNode, waitFor } from "./support.mjs";

const option = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const TABS = Number(option("tabs", 20));
const PEOPLE = Math.max(1, Math.round(Number(option("streams", 1_000)) / TABS));
const STREAMS = PEOPLE * TABS;
const HOLD_SECONDS = Number(option("hold", 60));
const HINTS = Number(option("hints", 500));
const MESSAGES = Number(option("messages", 20));
const DATABASE = option("db", "postgres");
const DEMO = {
  seer: { username: "healer@demo.seers.dev", password: "DemoHealer1!" },
  seeker: { username: "seeker@demo.seers.dev", password: "DemoSeeker1!" },
};
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

/** The demo accounts' token (the seed writes them with DEMO_ACCOUNTS=true). */
async function logIn(base, { username, password }) {
  const res = await fetch(`${base}/api/v1/login/access-token`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username, password }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`login: ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
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
 * the moment it arrived. Resolves once the first comment is in, with a handle that counts the
 * comments that followed and knows whether the stream ended.
 */
function openStream(port, token, onHint) {
  return new Promise((resolve, reject) => {
    const handle = { keepAlives: 0, ended: false, status: 0, close: () => req.destroy() };
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/v1/events",
        headers: { Authorization: `Bearer ${token}`, Accept: "text/event-stream" },
        agent: false,
      },
      (res) => {
        handle.status = res.statusCode;
        if (res.statusCode !== 200) {
          res.resume();
          return reject(new Error(`stream: ${res.statusCode}`));
        }
        res.setEncoding("utf8");
        let buffer = "";
        let connected = false;
        res.on("end", () => {
          handle.ended = true;
        });
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
              resolve(handle);
            } else handle.keepAlives += 1;
            end = buffer.indexOf("\n\n");
          }
        });
      },
    );
    req.on("error", (error) => {
      handle.ended = true;
      reject(error);
    });
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

/**
 * The demo seeker and Seer write to each other in their conversation, in turns: the time from
 * sending a message (POST) to its hint on the other person's stream, for each message.
 */
async function messageLatencies(base, pair) {
  const call = async (method, path, token, json) => {
    const res = await fetch(`${base}/api/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: json ? JSON.stringify(json) : undefined,
    });
    const body = await res.json();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };
  const conversations = await call("GET", "/conversations/", pair.seeker.token);
  const id = conversations.data[0]?.id;
  if (!id) throw new Error("the demo story has no conversation");
  const latencies = [];
  for (let i = 0; i < MESSAGES; i++) {
    const [from, to] = i % 2 === 0 ? [pair.seeker, pair.seer] : [pair.seer, pair.seeker];
    const arrived = new Promise((resolve) => {
      const timer = setTimeout(() => resolve(undefined), 5_000);
      to.waiting = (hint, at) => {
        if (hint.type !== "message" || hint.conversation_id !== id) return;
        clearTimeout(timer);
        to.waiting = undefined;
        resolve(at);
      };
    });
    const sentAt = performance.now();
    await call("POST", `/conversations/${id}/messages`, from.token, { body: `Message ${i + 1}` });
    const at = await arrived;
    latencies.push(at === undefined ? undefined : at - sentAt);
  }
  return latencies;
}

async function main() {
  checkFileLimit();
  const redis = await redisClient();
  const postgres = DATABASE === "postgres" ? await postgresDatabase() : undefined;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "seers-bench-events-"));
  const env = serverEnv({
    port,
    dataDir,
    DATABASE_URL: postgres?.url ?? "",
    REDIS_URL: redis ? REDIS_URL : "",
    DEMO_ACCOUNTS: "true",
    WORKERS_ENABLED: "false",
    RATE_LIMIT_PER_IP: "1000000",
    RATE_LIMIT_PER_ACCOUNT: "1000000",
  });
  const server = startNode(["scripts/server.mjs"], env);
  const streams = [];
  try {
    await waitFor(`${base}/api/v1/utils/health-check/`, server);
    console.info(
      `[bench] one instance on ${postgres ? "PostgreSQL" : "SQLite"}${redis ? ` with Redis (${REDIS_URL})` : ", no Redis"}: ` +
        `signing up ${PEOPLE} people for ${TABS} streams each…`,
    );
    const users = await signUpMany(base, PEOPLE);
    const pair = {
      seeker: { token: await logIn(base, DEMO.seeker) },
      seer: { token: await logIn(base, DEMO.seer) },
    };
    // Warm the route (and its first subscriber) before the baseline is read.
    const warm = await openStream(port, users[0].token, () => undefined);
    warm.close();
    await sleep(2_000);
    const before = rssMiB(server.child.pid);

    const pending = new Map();
    const onHint = (hint, at) => pending.get(hint.booking_id)?.(at);
    const tabs = users.flatMap((user) => Array.from({ length: TABS }, () => user));
    const openedAt = performance.now();
    for (let i = 0; i < tabs.length; i += 50) {
      const batch = tabs.slice(i, i + 50);
      streams.push(...(await Promise.all(batch.map((u) => openStream(port, u.token, onHint)))));
    }
    const openMs = performance.now() - openedAt;
    // The demo pair's own streams, for the messages' latency.
    for (const person of [pair.seeker, pair.seer]) {
      streams.push(await openStream(port, person.token, (hint, at) => person.waiting?.(hint, at)));
    }
    await sleep(2_000);
    const after = rssMiB(server.child.pid);
    console.info(
      `streams: ${streams.length} open in ${(openMs / 1000).toFixed(1)} s; server RSS ${before.toFixed(0)} → ${after.toFixed(0)} MiB, ` +
        `${(((after - before) * 1024) / streams.length).toFixed(1)} KiB per stream`,
    );

    // A person's 21st stream is refused while their 20 are open.
    if (TABS >= 20) {
      const extra = await openStream(port, users[0].token, () => undefined).catch((e) => e);
      console.info(
        `a ${TABS + 1}st stream of one person: ${extra instanceof Error ? extra.message : "200 (not refused)"}`,
      );
      if (!(extra instanceof Error)) extra.close();
    }

    if (HOLD_SECONDS > 0) {
      const counted = streams.map((stream) => stream.keepAlives);
      await sleep(HOLD_SECONDS * 1000);
      const open = streams.filter((stream) => !stream.ended).length;
      const alive = streams.filter((stream, i) => stream.keepAlives > counted[i]).length;
      console.info(
        `held ${HOLD_SECONDS} s: ${open}/${streams.length} still open, ${alive}/${streams.length} with a keep-alive comment meanwhile; ` +
          `server RSS ${rssMiB(server.child.pid)?.toFixed(0)} MiB`,
      );
    }

    summary(
      `latency, a new message to the other person's stream (${MESSAGES})`,
      await messageLatencies(base, pair),
      MESSAGES,
    );

    if (!redis) {
      console.info(
        "latency from another instance: skipped (needs Redis at 127.0.0.1:6379 or TEST_REDIS_URL to publish as another instance)",
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
    summary(`latency from another instance, one hint at a time (${HINTS})`, sequential, HINTS);
    // One hint per person reaches each of their tabs: the first tab's arrival is timed.
    const burst = await Promise.all(
      users.map((user, i) =>
        measureOne(redis, pending, user.id, { type: "booking", booking_id: `all-${i}` }),
      ),
    );
    summary(
      `latency from another instance, one hint to each of the ${users.length} people (${users.length * TABS} streams) at once`,
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
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
