/**
 * Process-wide singletons (configuration, database, mailer, limiters, startup) kept on `globalThis`,
 * so Next's separately bundled route handlers and dev-mode module reloads share one instance.
 */
const store = globalThis as unknown as { seersSingletons?: Map<string, unknown> };

function singletons(): Map<string, unknown> {
  store.seersSingletons ??= new Map();
  return store.seersSingletons;
}

/** The value under `key`, created by `create` on first use and shared by every later caller. */
export function processSingleton<T>(key: string, create: () => T): T {
  const map = singletons();
  if (!map.has(key)) map.set(key, create());
  return map.get(key) as T;
}

/** Drops the value under `key`, so the next call creates it afresh (a failed start is retried). */
export function forgetProcessSingleton(key: string): void {
  singletons().delete(key);
}
