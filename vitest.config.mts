import path from "node:path";
import { defineConfig } from "vitest/config";
import { API_WORKERS } from "./tests/api/workers";

const alias = {
  "@": path.resolve(import.meta.dirname),
  "server-only": path.resolve(import.meta.dirname, "tests/stubs/server-only.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "node",
          include: ["lib/**/*.test.ts", "tests/unit/**/*.test.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          environment: "node",
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/api/global-setup.ts"],
          // Every answer from /api/v1 is checked against the published OpenAPI document.
          setupFiles: ["tests/support/openapi-conformance.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits on the thing itself (a job's pass, a webhook, a stream); its default
          // second is less than a loaded machine can take to run a job that is due each second.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          // Several files at once, each worker against a server of its own (global-setup.ts), so
          // a file that moves its server's clock moves no other file's "now".
          maxWorkers: API_WORKERS,
          // Files share a worker's loaded modules (each still has its own data and server): the
          // OpenAPI validators are compiled once per worker, not once per file.
          isolate: false,
        },
      },
    ],
  },
});
