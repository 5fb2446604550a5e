/** Which database a test run targets, and a fresh PostgreSQL database per run when it is PostgreSQL. */
import { randomBytes } from "node:crypto";
import pg from "pg";

export type TestTarget = "sqlite" | "postgres";

export function testTarget(): TestTarget {
  return process.env.TEST_TARGET === "postgres" ? "postgres" : "sqlite";
}

export function adminDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
}

/** Creates an empty database beside the admin one; returns its URL and a function that drops it. */
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const admin = new URL(adminDatabaseUrl());
  const name = `seers_test_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The DATABASE_URL for a new server of this run: a fresh PostgreSQL database, or "" for SQLite. */
export async function freshDatabase(): Promise<{
  env: Record<string, string>;
  drop: () => Promise<void>;
}> {
  if (testTarget() === "sqlite") return { env: {}, drop: async () => undefined };
  const db = await createPostgresDatabase();
  return { env: { DATABASE_URL: db.url }, drop: db.drop };
}

export async function redisAvailable(
  url = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
): Promise<boolean> {
  const { default: Redis } = await import("ioredis");
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    retryStrategy: () => null,
  });
  client.on("error", () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
