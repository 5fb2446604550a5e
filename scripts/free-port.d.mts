// Types for free-port.mjs (plain JavaScript, run by node without a build step).
export function freePort(): Promise<number>;
