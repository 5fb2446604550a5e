// Preloaded into a test server (NODE_OPTIONS=--require): prints, whenever they change, how many
// event streams are open and how many hint listeners they hold (lib/live keeps both as process
// singletons on globalThis), so a test can see that a stream leaves nothing behind.
let last = "";
setInterval(() => {
  const singletons = globalThis.seersSingletons;
  const streams = singletons?.get("live-streams")?.size ?? 0;
  const byUser = singletons?.get("live-hints");
  const listeners = byUser ? [...byUser.values()].reduce((sum, set) => sum + set.size, 0) : 0;
  const line = `[live-probe] streams=${streams} listeners=${listeners}`;
  if (line !== last) console.info(line);
  last = line;
}, 100).unref();
