// Summarises a V8 .cpuprofile (from `npm run bench:api -- --cpu-prof`): where the self time goes,
// by package or area and by function.   node bench/profile-summary.mjs <file.cpuprofile> [top]
import { existsSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { fileURLToPath } from "node:url";

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: node bench/profile-summary.mjs <file.cpuprofile> [top]");
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, "utf8"));

// Self time per node: samples are node ids, timeDeltas the time before each sample (µs).
const selfTime = new Map();
profile.samples.forEach((id, i) => {
  selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

// Bundled server chunks carry source maps: they name the package or our file behind each frame.
const maps = new Map();
function original(url, line, column) {
  if (!maps.has(url)) {
    const file = url.startsWith("file:") ? fileURLToPath(url) : url;
    maps.set(url, existsSync(`${file}.map`) ? loadMap(`${file}.map`) : undefined);
  }
  return maps.get(url)?.findEntry(line, column)?.originalSource;
}
function loadMap(file) {
  const payload = JSON.parse(readFileSync(file, "utf8"));
  // Index maps (sections) are flattened by Node's SourceMap too.
  return new SourceMap(payload);
}

function area(url, name, line, column) {
  if (!url) return name.startsWith("(") ? name : "(native / V8)";
  if (/\.next[^/]*\/server\//.test(url)) {
    const source = original(url, line, column);
    if (source) {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
      if (pkg) {
        const next = /next\/dist\/(compiled\/[^/]+|server\/[^/]+|[^/]+)/.exec(source);
        return `bundled ${pkg[1] === "next" && next ? `next/${next[1]}` : pkg[1]}`;
      }
      return `ours ${source.replace(/^.*\[project\]\//, "")}`;
    }
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) {
    const next = /next\/dist\/(compiled\/[^/]+|server\/[^/]+|[^/]+)/.exec(url);
    return pkg[1] === "next" && next ? `next/${next[1]}` : pkg[1];
  }
  if (url.startsWith("node:")) return url;
  const chunk = /\.next[^/]*\/server\/(.*)/.exec(url);
  return chunk ? `app bundle ${chunk[1].replace(/\/[^/]*$/, "/…")}` : url.replace(/^file:\/\//, "");
}

const byArea = new Map();
const byFunction = new Map();
let total = 0;
for (const node of profile.nodes) {
  const time = selfTime.get(node.id) ?? 0;
  if (!time) continue;
  total += time;
  const { url, functionName, lineNumber, columnNumber } = node.callFrame;
  const where = area(url, functionName, lineNumber, columnNumber);
  byArea.set(where, (byArea.get(where) ?? 0) + time);
  const fn = `${functionName || "(anonymous)"}  ${where}:${lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + time);
}

const print = (title, map) => {
  console.info(`\n${title}`);
  for (const [key, time] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.info(`${((100 * time) / total).toFixed(1).padStart(6)} %  ${key}`);
  }
};
console.info(`${file}: ${(total / 1e6).toFixed(1)} s of samples`);
print("self time by area", byArea);
print("self time by function", byFunction);
