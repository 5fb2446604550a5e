// Types for site-pages.mjs (plain JavaScript, imported by scripts/page-cache.mjs too).
export const CACHEABLE_PAGES: readonly string[];
export const AUTH_PAGES: readonly string[];
export const SIGNED_IN_AREAS: readonly string[];
export const API_PREFIX: string;
export function proxyMatcher(): string[];
export function cacheablePagePattern(): RegExp;
export function isUnder(pathname: string, page: string): boolean;
