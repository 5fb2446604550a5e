/** How long a Seer is rung: READING_RING_SECONDS (60 s by default). */
import "server-only";
import { getConfig } from "@/lib/config";

export const ringUntil = (at: Date) =>
  new Date(at.getTime() + getConfig().READING_RING_SECONDS * 1000);
