// Types for asset-cache.mjs and encodings.mjs (plain JavaScript, run by node without a build step).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RenderedPage } from "./page-cache.mjs";

export function isAsset(req: IncomingMessage): boolean;
export function createAssetCache(options: {
  fetchAsset: (req: IncomingMessage) => Promise<RenderedPage>;
  maxBytes?: number;
}): { serve: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>; size: () => number };
