// Types for socket-stream.mjs (plain JavaScript, imported by scripts/server.mjs as it is).
import type { IncomingMessage, ServerResponse } from "node:http";

export const HEARTBEAT_MS: number;
export const MAX_STREAM_MS: number;
export const MAX_STREAMS_PER_PERSON: number;
export const MAX_UNREAD_BYTES: number;
export const CONNECTED_TEXT: string;
export const KEEP_ALIVE_TEXT: string;
export function hintText(hint: object): string;
export const SOCKET_STREAM_HEADER: string;

export type SocketStream = {
  /** Sends `text` on the stream (held until Next has written the headers). */
  send(text: string): void;
  /** Ends the stream once; `onEnd` hears of it, whoever ended it. */
  end(): void;
  onEnd: (() => void) | undefined;
};

export function socketStreams(): {
  size(): number;
  claim(req: IncomingMessage, res: ServerResponse): boolean;
};

export function takeSocketStream(id: string | null | undefined): SocketStream | undefined;
