// Types for nginx.mjs (plain JavaScript, run by node without a build step).
export const UPSTREAM_HEADER: string;
export function findNginx(): string | undefined;
export function ensureNginx(): Promise<{ bin: string } | { reason: string }>;
export function renderNginxConfig(
  listenPort: number,
  instancePorts: number[],
  options?: { upstreamHeader?: boolean },
): string;
export type RunningNginx = { url: string; stop: () => Promise<void>; output: () => string };
export function startNginx(bin: string, config: (port: number) => string): Promise<RunningNginx>;
