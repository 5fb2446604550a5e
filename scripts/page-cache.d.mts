// Types for page-cache.mjs (plain JavaScript, run by node without a build step).
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";

export const PAGE_FILL_HEADER: string;
export const SESSION_COOKIE: string;
export const CACHE_STATUS_HEADER: string;

export type RenderedPage = { status: number; headers: IncomingHttpHeaders; body: Buffer };

export function hasSessionCookie(cookieHeader: string | undefined): boolean;
export function isCacheable(req: IncomingMessage): boolean;
export function inlineScriptHashes(html: string): string[];
export function withScriptHashes(policy: string, hashes: string[]): string;
export function createPageCache(options: {
  render: (req: IncomingMessage) => Promise<RenderedPage>;
  ttlSeconds: number;
  maxEntries?: number;
  now?: () => number;
}): { serve: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>; size: () => number };
export function loopbackRenderer(options: { hostname: string; port: number }): {
  render: (req: IncomingMessage) => Promise<RenderedPage>;
  claim: (req: IncomingMessage) => boolean;
};
