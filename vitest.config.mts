import path from "node:path";
import { defineConfig } from "vitest/config";

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
          // The files mostly wait on the server's answers, so two at a time keep both cores
          // busy where the default (cores - 1: one file at a time here) left them half idle.
          // The clock-moving tests hold a lock of their own (tests/support/bookings.ts).
          maxWorkers: 2,
        },
      },
    ],
  },
});
