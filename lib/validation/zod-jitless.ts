/**
 * Tells zod not to compile validators with `Function("")`: the Content-Security-Policy forbids
 * eval, and zod's probe for it (caught, but reported as a violation) would fill the console.
 * zod keeps its global configuration on `globalThis.__zod_globalConfig` (zod/v4/core/core.js), so
 * this sets it without loading zod on pages that never validate anything.
 */
type ZodGlobal = { __zod_globalConfig?: Record<string, unknown> };

export function makeZodJitless(): void {
  const scope = globalThis as ZodGlobal;
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}
