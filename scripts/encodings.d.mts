// Types for encodings.mjs (plain JavaScript, run by node without a build step).
export function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined;
export function compressPage(body: Buffer): { br: Buffer; gzip: Buffer };
export function compressImmutable(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }>;
