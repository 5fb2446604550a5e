// Login cost, which the password hash bounds on purpose: logins/s of a server pinned to one core,
// and the time of one argon2 verification of the seeded user's stored hash.
import argon2 from "argon2";
import pg from "pg";
import { cannon, rssMiB, startNode, waitFor } from "./support.mjs";

const LOGIN_SECONDS = 5;
const VERIFICATIONS = 20;

async function storedHash(database, id) {
  if (database.DATABASE_URL) {
    const client = new pg.Client({ connectionString: database.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query('select hashed_password from "user" where id = $1', [id]);
    await client.end();
    return rows[0].hashed_password;
  }
  const { default: SQLite } = await import("better-sqlite3");
  const db = new SQLite(database.SQLITE_FILE);
  const row = db.prepare('select hashed_password from "user" where id = ?').get(id);
  db.close();
  return row.hashed_password;
}

async function hashTime(hash, password) {
  const times = [];
  for (let i = 0; i < VERIFICATIONS; i++) {
    const start = process.hrtime.bigint();
    if (!(await argon2.verify(hash, password))) throw new Error("the seeded hash did not verify");
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], min: times[0] };
}

export async function benchLogin({ env, user, database, prof }) {
  const base = `http://127.0.0.1:${env.PORT}`;
  // One core for the whole server, argon2's worker threads included: logins/s per core.
  const server = startNode([...prof, "scripts/server.mjs"], env, { cpus: "0" });
  try {
    await waitFor(`${base}/api/v1/utils/health-check/`, server);
    const login = {
      url: `${base}/api/v1/login/access-token`,
      method: "POST",
      connections: 4,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username: user.email, password: user.password }).toString(),
    };
    await cannon({ ...login, duration: 1 });
    const figures = await cannon({ ...login, duration: LOGIN_SECONDS });
    const rss = rssMiB(server.child.pid);
    await server.stop();
    const hash = await storedHash(database, user.id);
    const time = await hashTime(hash, user.password);
    const param = (name) => new RegExp(`[$,]${name}=(\\d+)`).exec(hash)?.[1];
    console.info(
      `logins: ${figures.rps.toFixed(1)}/s on ${server.pinned ? "one core (taskset -c 0)" : "an unpinned server (no taskset)"}, ` +
        `p50 ${figures.p50} ms, p99 ${figures.p99} ms, non-2xx ${figures.non2xx}, errors ${figures.errors}; RSS ${rss?.toFixed(0)} MiB`,
    );
    console.info(
      `password hash: ${hash.split("$")[1]} m=${param("m")} KiB t=${param("t")} p=${param("p")}, ` +
        `one verification ${time.median.toFixed(1)} ms median (${time.min.toFixed(1)} ms best of ${VERIFICATIONS})`,
    );
  } finally {
    await server.stop();
  }
}
