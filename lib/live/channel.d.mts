// Types for channel.mjs (plain JavaScript, spoken by bench/events.mjs too).
export const HINTS_CHANNEL: string;
export function encodeHintMessage(origin: string, userId: string, hint: object): string;
export function decodeHintMessage(
  text: string,
): { origin: string; userId: string; hint: { type: string } & Record<string, unknown> } | undefined;
