/**
 * This test worker's own server: the API suite starts one server (with its own database and mail
 * catcher) per worker (tests/api/global-setup.ts), so files run side by side and a file that moves
 * its server's clock moves no other file's "now". Vitest numbers its workers 1 to maxWorkers.
 */
import { inject } from "vitest";

export type WorkerServer = {
  baseUrl: string;
  /** Where this server's mail catcher keeps what it receives. */
  mailDir: string;
  /** The server's database, for tests that read rows directly (e.g. the outbox). */
  databaseUrl: string;
};

export function workerServer(): WorkerServer {
  const servers = inject("servers");
  const id = Number(process.env.VITEST_POOL_ID ?? "1");
  const server = servers[(id - 1) % servers.length];
  if (!server) throw new Error("the API suite's global setup started no server");
  return server;
}
