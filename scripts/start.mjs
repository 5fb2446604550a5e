// `npm start`: builds the app when there is no production build yet, then serves it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync(`${process.env.NEXT_DIST_DIR || ".next"}/BUILD_ID`)) {
  console.info("[start] No production build yet: building (about a minute)...");
  const build = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
process.env.NODE_ENV = "production";
await import("./server.mjs");
