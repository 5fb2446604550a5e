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
          // One file at a time (the default on two cores): several tests move the server's clock,
          // and an email or a booking another file makes meanwhile would take that moved "now"
          // (an email due in 2027 is never sent once the clock comes back).
          maxWorkers: 1,
        },
      },
    ],
  },
});
